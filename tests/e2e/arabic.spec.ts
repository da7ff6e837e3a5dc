import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import { expect, sharedPageTest as test } from "./fixtures";

import { basePath, pathIn } from "../../app/content/locale";
import { ui } from "../../app/content/ui";
import { fill } from "../../app/lib/fill";
import { englishLeaks } from "../support/english-leaks";
import { expectNoAxeViolations } from "./axe";
import { arabicPages, htmlEscape, pages, withoutInlineMarks } from "./pages";
import { DESKTOP_WIDTH, PHONE_WIDTH } from "../support/page-shapes";

const ORIGIN = "https://www.example.com";
const url = (path: string) => `${ORIGIN}${path === "/" ? "/" : path}`;

/** The hreflang links of a page's head, by language. */
function alternates(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
      (match) => [match[1]!, match[2]!],
    ),
  );
}

test("the Arabic edition covers every page a seafood buyer reads, and no leftover page", () => {
  expect(arabicPages).toHaveLength(35);
  const english = arabicPages.map((page) => basePath(page.path));
  expect(english).not.toContain("/offer");
  expect(english).not.toContain("/services/business-offer");
  expect(english.some((path) => path.startsWith("/areas/"))).toBe(false);
});

test.describe("every Arabic page", () => {
  for (const page of arabicPages) {
    test(`${page.path} is Arabic, right to left, paired with its English page and free of English`, async ({
      request,
    }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain(htmlEscape(page.heading));
      expect(withoutInlineMarks(html)).toContain(htmlEscape(page.text));
      const english = basePath(page.path);
      expect(html).toContain(`<link rel="canonical" href="${url(page.path)}"/>`);
      expect(alternates(html)).toEqual({
        en: url(english),
        ar: url(page.path),
        "x-default": url(english),
      });
      expect(html).toContain('<meta property="og:locale" content="ar_AR"/>');
      expect(html).toContain('<meta property="og:locale:alternate" content="en_GB"/>');
      expect(html).toContain('"inLanguage":"ar"');
      expect(englishLeaks(html)).toEqual([]);

      const twin = await (await request.get(english)).text();
      expect(alternates(twin)).toEqual(alternates(html));
    });
  }
});

test("the specification marks Latin names in both languages and isolates codes on Arabic pages", async ({
  request,
}) => {
  const arabic = await (await request.get("/ar/products/fresh-fish/grouper")).text();
  const table = arabic.slice(arabic.indexOf("<table"), arabic.indexOf("</table>"));
  expect(table).toContain('<caption class="sr-only">مواصفات هامور</caption>');
  expect(table).toContain(">الاسم العلمي</th>");
  expect(table).toContain('<i lang="la" dir="ltr">Epinephelus spp.</i>');
  expect(table).toContain('<i lang="la" dir="ltr">E. coioides</i>');
  expect(table).toContain('الفصيلة: <i lang="la" dir="ltr">Serranidae</i>');
  expect(table).toContain('(رمز <bdi dir="ltr" class="whitespace-nowrap">HS 0302.89</bdi>)');
  expect(table).toContain(
    '<bdi dir="ltr" class="whitespace-nowrap">FCA</bdi> (التسليم إلى الناقل)',
  );
  // The figure alone is isolated before °م, so a reader meets it first (docs/arabic-glossary.md).
  expect(table).toContain('مبرّد: <bdi dir="ltr" class="whitespace-nowrap">0–2</bdi> °م؛');
  const description = arabic.slice(arabic.indexOf("<main"), arabic.indexOf("<table"));
  expect(description).toContain('الجنس <i lang="la" dir="ltr">Epinephelus</i>');

  const english = await (await request.get("/products/fresh-fish/grouper")).text();
  const englishTable = english.slice(english.indexOf("<table"), english.indexOf("</table>"));
  expect(englishTable).toContain('<i lang="la">Epinephelus spp.</i>');
  expect(englishTable).toContain("(HS 0302.89)");
  expect(englishTable).not.toContain("<bdi");
});

test("English-only pages name no Arabic edition and link to the Arabic home page", async ({
  request,
}) => {
  for (const path of ["/offer", "/services/business-offer", "/areas/east-london"]) {
    const html = await (await request.get(path)).text();
    expect(alternates(html), path).toEqual({});
    expect(html, path).toMatch(/<a href="\/ar" hrefLang="ar"/);
  }
  expect((await request.get("/ar/offer", { maxRedirects: 0 })).status()).toBe(302);
  expect((await request.get("/ar/services/business-offer", { maxRedirects: 0 })).status()).toBe(
    302,
  );
});

test("every English page with an Arabic edition links to it, and back", async ({ request }) => {
  for (const page of pages) {
    if (!arabicPages.some((arabic) => basePath(arabic.path) === page.path)) continue;
    const html = await (await request.get(page.path)).text();
    expect(html, page.path).toContain(`<a href="${pathIn("ar", page.path)}" hrefLang="ar"`);
    const arabic = await (await request.get(pathIn("ar", page.path))).text();
    expect(arabic, page.path).toContain(`<a href="${page.path}" hrefLang="en-GB"`);
  }
});

/** One page of each Arabic page shape. */
const SHAPES = [
  "/ar",
  "/ar/about",
  "/ar/contact",
  "/ar/services",
  "/ar/services/seafood-export",
  "/ar/products/shell-fish",
  "/ar/products/fresh-fish/grouper",
  "/ar/thank-you",
];

test.describe("Arabic page shapes in the browser", () => {
  test.use({ viewport: { width: PHONE_WIDTH, height: 800 } });

  for (const path of SHAPES) {
    test(`${path} passes axe at ${PHONE_WIDTH} and ${DESKTOP_WIDTH} px, with its menu open, and logs no errors`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: ui.nav.openMenu.ar }).click();
      await expect(page.getByRole("navigation", { name: ui.nav.main.ar })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");

      await page.setViewportSize({ width: DESKTOP_WIDTH, height: 800 });
      await expectNoAxeViolations(page);
      // The layout mirrors: the brand sits at the right, the request-a-quote button at the left.
      const brand = await page
        .getByRole("link", { name: fill(ui.brand.homeLabel.ar, { name: "Puntland Seafood" }) })
        .first()
        .boundingBox();
      const quote = await page
        .getByRole("banner")
        .getByRole("link", { name: ui.nav.requestQuote.ar })
        .boundingBox();
      expect(brand!.x).toBeGreaterThan(quote!.x);
      expect(errors).toEqual([]);
    });
  }
});

test("the interface words of both languages travel in the page data, not in the JavaScript", async () => {
  const assets = path.resolve(import.meta.dirname, "../../build/client/assets");
  const scripts = (await readdir(assets)).filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const code = await readFile(path.join(assets, file), "utf8");
    // Arabic words that only the dictionary has (the English ones are also the inbox's own).
    for (const words of [ui.nav.skipToContent, ui.contactDetails.hoursText, ui.product.about]) {
      expect(code, file).not.toContain(words.ar);
    }
  }
});
