import { describe, expect, test } from "vitest";

import { categories } from "~/content/categories";
import { LATIN_CODES } from "~/content/latin-names";
import { marketsGroup, specificationGroups } from "~/content/product-spec";
import { products } from "~/content/products";
import { services, servicesPage } from "~/content/services";
import { tradeTerms } from "~/content/trade-terms";

import { markText } from "./marked-text";

/** Every string inside a value, at any depth. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The Arabic of every text pair inside a value, at any depth. */
function arabicIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(arabicIn);
  if (typeof value !== "object" || value === null) return [];
  if ("en" in value && "ar" in value && typeof value.ar === "string") return [value.ar];
  return Object.values(value).flatMap(arabicIn);
}

/** The Latin words of a text that are not part of a marked Latin name. */
function unmarkedLatin(text: string): string[] {
  return markText(text, "ar")
    .filter((run) => run.mark !== "latin")
    .flatMap((run) => run.text.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? []);
}

describe("marking Latin names and left-to-right runs", () => {
  test("marks genera, species, abbreviated species, 'spp.' and families in both languages", () => {
    const text =
      "Epinephelus spp., e.g. orange-spotted grouper (E. coioides) and P. homarus megasculptus; family Serranidae";
    for (const locale of ["en", "ar"] as const) {
      expect(
        markText(text, locale)
          .filter((run) => run.mark === "latin")
          .map((run) => run.text),
      ).toEqual(["Epinephelus spp.", "E. coioides", "P. homarus megasculptus", "Serranidae"]);
    }
  });

  test("marks no Latin name inside another word or from an unknown epithet", () => {
    expect(markText("Lutjanusx and E. unknownus and Ephinephelus", "en")).toEqual([
      { text: "Lutjanusx and E. unknownus and Ephinephelus" },
    ]);
  });

  test("isolates HS codes, Incoterms, standards and figures with Latin units on Arabic pages only", () => {
    const text =
      "وCPT (رمز HS 0302.49)، 760 × 380 × 180 mm، 500 g–1 kg، n = 9 وفق EN ISO 19343 وGSO 150";
    expect(
      markText(text, "ar")
        .filter((run) => run.mark === "ltr")
        .map((run) => run.text),
    ).toEqual([
      "CPT",
      "HS 0302.49",
      "760 × 380 × 180 mm",
      "500 g–1 kg",
      "n = 9",
      "EN ISO 19343",
      "GSO 150",
    ]);
    expect(markText("FCA Bosaso, HS 0302.49, 0 to 2 °C", "en")).toEqual([
      { text: "FCA Bosaso, HS 0302.49, 0 to 2 °C" },
    ]);
  });

  test("isolates a signed figure or a range alone before an Arabic unit, so the figure reads first", () => {
    const text = "عند −18 °م أو أقل و0–2 °م، 5–8% من الوزن، 2–4 أيام";
    expect(markText(text, "ar")).toEqual([
      { text: "عند " },
      { text: "−18", mark: "ltr" },
      { text: " °م أو أقل و" },
      { text: "0–2", mark: "ltr" },
      { text: " °م، " },
      { text: "5–8", mark: "ltr" },
      { text: "% من الوزن، " },
      { text: "2–4", mark: "ltr" },
      { text: " أيام" },
    ]);
  });

  test("leaves a figure alone in Arabic text, and joins the runs back into the text", () => {
    const text = "يبقى صالحًا 9 أشهر منذ 2022، بوزن 12.3 t";
    const runs = markText(text, "ar");
    expect(runs.map((run) => run.text).join("")).toBe(text);
    expect(runs.filter((run) => run.mark).map((run) => run.text)).toEqual(["12.3 t"]);
  });
});

describe("the Arabic trade content", () => {
  test("has no Latin word but the marked Latin names and the codes an Arabic page keeps", () => {
    const texts = [
      ...arabicIn([products, categories, services, servicesPage, tradeTerms]),
      ...products.flatMap((product) => stringsIn(specificationGroups(product, "ar"))),
      ...stringsIn(marketsGroup("ar")),
    ];
    const leaks = texts
      .flatMap(unmarkedLatin)
      .filter((word) => !(LATIN_CODES as readonly string[]).includes(word));
    expect([...new Set(leaks)]).toEqual([]);
  });

  test("marks each product's Latin names in its scientific-name row, in both languages", () => {
    for (const product of products) {
      for (const locale of ["en", "ar"] as const) {
        const row = specificationGroups(product, locale)[0]!.rows[0]!;
        const latin = markText(row.values[0]!, locale).filter((run) => run.mark === "latin");
        expect(
          latin.map((run) => run.text),
          `${product.slug} ${locale}`,
        ).toContain(product.trade.family);
        expect(latin.length, `${product.slug} ${locale}`).toBeGreaterThan(1);
      }
    }
  });
});
