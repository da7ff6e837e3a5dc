import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { APIRequestContext } from "@playwright/test";
import { JSDOM } from "jsdom";

import { expect, sharedPageTest as test } from "./fixtures";

import { productPath, specSheetPath } from "../../app/content/catalog";
import { pathIn } from "../../app/content/locale";
import { histamineCriterion } from "../../app/content/food-safety";
import {
  containersFor,
  documentsFor,
  hsCodes,
  productStates,
} from "../../app/content/product-spec";
import { products } from "../../app/content/products";
import { CHILLED_MAX_C, type Product } from "../../app/content/schema";
import { tradeTerms } from "../../app/content/trade-terms";
import { SPEC_SHEET_MAX_BYTES } from "../../scripts/build-spec-sheets";

/** Runs a poppler tool (pdftotext, pdfinfo) on a PDF and returns what it printed. */
function poppler(tool: "pdftotext" | "pdfinfo", pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "spec-sheet-"));
  try {
    const file = path.join(dir, "sheet.pdf");
    writeFileSync(file, pdf);
    const args = tool === "pdftotext" ? ["-enc", "UTF-8", file, "-"] : ["-enc", "UTF-8", file];
    const result = spawnSync(tool, args, { encoding: "utf8" });
    if (result.error) {
      throw new Error(
        `${tool} is missing: install Debian's poppler-utils (apt-get install poppler-utils)`,
      );
    }
    expect(result.status, result.stderr).toBe(0);
    return result.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const normalise = (text: string) => text.replace(/\s+/g, " ");

for (const product of products) {
  test(`${product.slug} specification sheet is a valid PDF naming the product, species and HS codes`, async ({
    request,
  }) => {
    const response = await request.get(specSheetPath(product));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const pdf = await response.body();
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
    expect(pdf.length).toBeLessThan(SPEC_SHEET_MAX_BYTES);

    const text = normalise(poppler("pdftotext", pdf));
    expect(text).toContain(product.name.en);
    expect(text).toContain(normalise(product.trade.scientificName.en));
    for (const code of hsCodes(product.trade)) expect(text).toContain(code);
    expect(text).toContain("FAO Major Fishing Area 51");
    expect(text).toContain("Data as of 23 November 2026");
    expect(text).toContain("+252 9040 14301");
    for (const document of tradeTerms.documents) {
      const listed = documentsFor(product.trade).includes(document);
      expect(
        text.includes(`${document.term.en} ${document.description.en}`),
        document.term.en,
      ).toBe(listed);
    }
    expect(text).not.toContain("Establishment approval");

    const info = poppler("pdfinfo", pdf);
    expect(info).toMatch(new RegExp(`^Title:\\s+${product.name.en} specification sheet$`, "m"));
    expect(info).toMatch(/^Subject:\s+\S.*HS \d{4}\.\d{2}/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
  });
}

test("each Arabic product page links to its Arabic specification sheet, an A4 PDF in Arabic", async ({
  request,
}) => {
  for (const product of products) {
    const html = await (await request.get(pathIn("ar", productPath(product)))).text();
    expect(html, product.slug).toContain(`href="${specSheetPath(product, "ar")}"`);
    expect(html, product.slug).not.toContain(`href="${specSheetPath(product)}"`);
    const response = await request.get(specSheetPath(product, "ar"));
    expect(response.status(), product.slug).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const pdf = await response.body();
    expect(pdf.length).toBeLessThan(SPEC_SHEET_MAX_BYTES);
    const text = normalise(poppler("pdftotext", pdf));
    expect(text, product.slug).toContain("نشرة المواصفات");
    expect(text).toContain("+252 9040 14301");
    for (const code of hsCodes(product.trade)) expect(text).toContain(code);
    expect(poppler("pdfinfo", pdf)).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
  }
});

/**
 * What the product and service pages say is in their pre-rendered HTML. The product pages' tables
 * are read from the HTML the server sends (a page parsed in the test costs a tenth of a page
 * loaded in the browser); the service pages, one each, in the browser without JavaScript.
 */
test.describe("the pre-rendered trade data", () => {
  test.use({ javaScriptEnabled: false });

  test("each product page shows its HS codes, catch area, documents and specification sheet link", async ({
    request,
  }) => {
    for (const product of products) {
      expectTradeData(await productDocument(request, product), product);
    }
  });

  test("no chilled fish product gives a storage temperature above 2 °C", async ({ request }) => {
    const chilled = products.filter((product) =>
      product.trade.handling.some((entry) => entry.state === "chilled"),
    );
    expect(chilled.map((product) => product.category)).toEqual([
      ...Array(6).fill("fresh-fish"),
      ...Array(6).fill("filleted-fish"),
    ]);
    for (const product of chilled) {
      const cell = specificationRows(await productDocument(request, product), product).get(
        "Storage temperature",
      );
      // One line, or one list item, per state.
      const lines = cell ? [...cell.querySelectorAll("li")].map((item) => item.textContent!) : [];
      const text = lines.length > 0 ? lines.join("\n") : (cell?.textContent ?? "");
      const line = text.split("\n").find((value) => value.startsWith("Chilled:"));
      const range = /^Chilled: ([^;]*°C)/.exec(line ?? "")?.[1];
      expect(range, `${product.slug}: ${text}`).toBeDefined();
      const degrees = range!
        .match(/−?\d+(?:\.\d+)?/g)!
        .map((value) => Number(value.replace("−", "-")));
      expect(Math.max(...degrees), `${product.slug}: ${range}`).toBeLessThanOrEqual(CHILLED_MAX_C);
    }
  });

  test("the quality page names the histamine limits for king fish, tuna and sardine, and the ciguatera policy", async ({
    page,
  }) => {
    await page.goto("/services/quality-assurance");
    const section = page.getByRole("region", { name: "Histamine and Ciguatera Controls" });
    const limits = section
      .getByRole("term")
      .filter({ hasText: "Histamine limits for king fish, tuna and sardine" });
    await expect(limits).toBeVisible();
    const { n, c, mMgPerKg, MMgPerKg } = histamineCriterion;
    await expect(section).toContainText(
      `the mean must not exceed ${mMgPerKg} mg/kg, no more than ${c} of the ${n} results may lie between ${mMgPerKg} and ${MMgPerKg} mg/kg, and none may exceed ${MMgPerKg} mg/kg`,
    );
    for (const species of [
      "Scomberomorus commerson",
      "Katsuwonus pelamis",
      "Sardinella longiceps",
      "Lutjanus bohar",
    ]) {
      await expect(section).toContainText(species);
    }
  });

  test("the export page shows how to order, the Incoterms per transport, the documents and the markets, and excludes the EU", async ({
    page,
  }) => {
    await page.goto("/services/seafood-export");
    const steps = page.getByRole("region", { name: "How to Order" }).getByRole("listitem");
    await expect(steps.getByRole("heading")).toHaveText([
      "Enquiry",
      "Quotation",
      "Proforma invoice",
      "Payment",
      "Production",
      "Documents and shipping",
    ]);
    await expect(page.getByRole("region", { name: "How to Order" })).toContainText(
      "on the Incoterm you choose (FCA, CPT or CIP, see below)",
    );
    const incoterms = page.getByRole("region", { name: "Incoterms We Offer" });
    await expect(incoterms.getByRole("term")).toHaveText([
      "By sea, in reefer or dry containers",
      "By air",
    ]);
    for (const offered of [
      "FCA Bosaso port container terminal",
      "CPT a named port",
      "CIP the same named ports",
      "FCA Bosaso or Garowe airport, with air cargo space booked for each order",
      "CPT the buyer's destination airport",
    ]) {
      await expect(incoterms).toContainText(offered);
    }
    await expect(incoterms).not.toContainText("FOB Bosaso");
    const documents = page.getByRole("region", { name: "Shipping Documents and Labels" });
    await expect(documents.getByRole("term")).toHaveText(
      tradeTerms.documents.map((document) => document.term.en),
    );
    await expect(documents).toContainText("Arabic and English as GSO 9 requires");
    await expect(documents).toContainText("Saudi Food and Drug Authority");
    const markets = page.getByRole("region", { name: "Markets We Serve" });
    await expect(markets.getByRole("term")).toHaveText([
      "Gulf",
      "Yemen",
      "East Africa",
      "North Africa",
      "Asia",
    ]);
    await expect(markets).toContainText("We do not export to the European Union");
    await expect(markets).toContainText("Commission Implementing Regulation (EU) 2021/405");
  });
});

/** A product page as the server sends it, parsed. */
async function productDocument(request: APIRequestContext, product: Product): Promise<Document> {
  const response = await request.get(productPath(product));
  expect(response.status(), product.slug).toBe(200);
  return new JSDOM(await response.text()).window.document;
}

/** The product's specification table: each row's cell by its heading. */
function specificationRows(page: Document, product: Product): Map<string, Element> {
  const table = [...page.querySelectorAll("table")].find(
    (candidate) => candidate.caption?.textContent === `${product.name.en} specifications`,
  );
  expect(table, `${product.slug}: its specification table`).toBeDefined();
  return new Map(
    [...table!.rows].flatMap((tr) => {
      const [heading, cell] = [tr.querySelector("th"), tr.querySelector("td")];
      return heading && cell ? [[heading.textContent!.trim(), cell] as const] : [];
    }),
  );
}

/** The product page's specification table and sheet link, checked against the catalogue. */
function expectTradeData(page: Document, product: Product) {
  const rows = specificationRows(page, product);
  const row = (name: string) => rows.get(name)?.textContent;
  for (const code of hsCodes(product.trade)) {
    expect(row("Forms and HS codes"), product.slug).toContain(`HS ${code}`);
  }
  expect(row("Catch area"), product.slug).toContain(
    `FAO Major Fishing Area 51 (${tradeTerms.faoAreaName.en})`,
  );
  const documents = documentsFor(product.trade);
  for (const document of tradeTerms.documents) {
    expect(rows.has(document.term.en), `${product.slug}: ${document.term.en}`).toBe(
      documents.includes(document),
    );
  }
  expect(rows.has("Establishment approval"), product.slug).toBe(false);
  const shipped = productStates(product.trade).some((state) => containersFor(state).length > 0);
  expect(rows.has("Container load"), product.slug).toBe(shipped);
  const links = [...page.querySelectorAll("a")].filter(
    (link) => link.textContent === "Download specification sheet (PDF)",
  );
  expect(
    links.map((link) => link.getAttribute("href")),
    product.slug,
  ).toEqual([specSheetPath(product)]);
}
