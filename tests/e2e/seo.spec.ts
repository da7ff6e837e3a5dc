import { expect, sharedPageTest as test } from "./fixtures";
import { arabicPages, pages } from "./pages";

import { productPath, specSheetPath } from "../../app/content/catalog";
import { basePath, hasArabicEdition, LOCALES, pathIn } from "../../app/content/locale";
import { localize } from "../../app/content/localized";
import { ui } from "../../app/content/ui";
import { hsCodes } from "../../app/content/product-spec";
import { products } from "../../app/content/products";

interface Head {
  path: string;
  title: string;
  description: string;
  canonical: string;
  meta: Record<string, string>;
  jsonLdTypes: string[];
  hasBreadcrumbs: boolean;
}

function attribute(tag: string, name: string): string {
  return new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? "";
}

function decode(text: string): string {
  return text
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");
}

function readHead(path: string, html: string): Head {
  const meta: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<meta [^>]+>/g)) {
    const key = attribute(tag, "property") || attribute(tag, "name");
    if (key) meta[key] = decode(attribute(tag, "content"));
  }
  const jsonLdTypes = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => (JSON.parse(match[1]!) as { "@type": string })["@type"]);
  return {
    path,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    description: meta.description ?? "",
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "",
    meta,
    jsonLdTypes,
    hasBreadcrumbs: LOCALES.some((locale) =>
      html.includes(`aria-label="${localize(ui.nav.breadcrumb, locale)}"`),
    ),
  };
}

test("every page in both languages has its own title, description, canonical URL, share tags and structured data", async ({
  request,
}) => {
  const heads: Head[] = [];
  for (const page of [...pages, ...arabicPages]) {
    const response = await request.get(page.path);
    heads.push(readHead(page.path, await response.text()));
  }
  for (const head of heads) {
    expect(head.title.length, head.path).toBeGreaterThan(0);
    expect(head.title.length, `${head.path}: ${head.title}`).toBeLessThanOrEqual(60);
    expect(head.description.length, head.path).toBeGreaterThanOrEqual(70);
    expect(head.description.length, head.path).toBeLessThanOrEqual(160);
    expect(head.canonical).toBe(`https://www.example.com${head.path === "/" ? "/" : head.path}`);
    expect(head.meta["og:title"]).toBe(head.title);
    expect(head.meta["og:description"]).toBe(head.description);
    expect(head.meta["og:url"]).toBe(head.canonical);
    expect(head.meta["og:image"]).toMatch(
      /^https:\/\/www\.example\.com\/generated\/share\/\w+\.png$/,
    );
    expect(head.meta["og:image:width"]).toBe("1200");
    expect(head.meta["og:image:height"]).toBe("630");
    expect(head.meta["twitter:card"]).toBe("summary_large_image");
    // The card's title, description and picture are the Open Graph ones (X falls back to them).
    for (const name of ["twitter:title", "twitter:description", "twitter:image"]) {
      expect(head.meta[name], `${head.path}: ${name}`).toBeUndefined();
    }

    const path = basePath(head.path);
    const expected = new Set<string>(["WebPage"]);
    if (["/", "/about", "/contact"].includes(path)) {
      expected.add("Organization").add("LocalBusiness");
    }
    if (/^\/products\/[^/]+\/[^/]+$/.test(path)) expected.add("Product");
    if (/^\/services\/[^/]+$/.test(path) && path !== "/services/business-offer") {
      expected.add("Service");
    }
    if (head.hasBreadcrumbs) expected.add("BreadcrumbList");
    expect(new Set(head.jsonLdTypes), head.path).toEqual(expected);
  }
  const titles = heads.map((head) => head.title);
  const descriptions = heads.map((head) => head.description);
  expect(new Set(titles).size).toBe(titles.length);
  expect(new Set(descriptions).size).toBe(descriptions.length);
});

test("each share image is a 1200×630 PNG", async ({ request }) => {
  for (const type of ["home", "product", "service", "company", "offer"]) {
    const response = await request.get(`/generated/share/${type}.png`);
    expect(response.status()).toBe(200);
    const png = await response.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  }
});

test("the sitemap lists the 42 English and 35 Arabic pages, each pair with its alternates", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const absolute = (path: string) => `https://www.example.com${path === "/" ? "/" : path}`;
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(match[1]!)![1]!,
    alternates: Object.fromEntries(
      [...match[1]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((link) => [
        link[1]!,
        link[2]!,
      ]),
    ),
  }));
  expect(entries).toHaveLength(77);
  expect(entries.map((entry) => entry.loc).sort()).toEqual(
    [...pages, ...arabicPages].map((page) => absolute(page.path)).sort(),
  );
  for (const entry of entries) {
    const path = basePath(new URL(entry.loc).pathname);
    const expected = hasArabicEdition(path)
      ? {
          ...Object.fromEntries(LOCALES.map((locale) => [locale, absolute(pathIn(locale, path))])),
          "x-default": absolute(path),
        }
      : {};
    expect(entry.alternates, entry.loc).toEqual(expected);
  }
});

test("each product's structured data carries its trade facts and its specification sheet", async ({
  request,
}) => {
  for (const product of products) {
    const html = await (await request.get(productPath(product))).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    const data = blocks.find((block) => block["@type"] === "Product") as {
      countryOfOrigin: { name: string };
      additionalProperty: Array<{ name: string; value?: unknown; maxValue?: number }>;
      subjectOf: { url: string; encodingFormat: string };
    };
    expect(data.countryOfOrigin.name, product.slug).toBe("Somalia");
    const property = (name: string) =>
      data.additionalProperty.filter((entry) => entry.name === name).map((entry) => entry.value);
    expect(property("HS 2022 code"), product.slug).toEqual(
      product.trade.forms.map((form) => form.hsCode),
    );
    expect(new Set(property("HS 2022 code"))).toEqual(new Set(hsCodes(product.trade)));
    expect(property("Scientific name")).toEqual([product.trade.scientificName.en]);
    expect(property("FAO major fishing area")).toEqual([51]);
    expect(data.subjectOf).toEqual(
      expect.objectContaining({
        url: `https://www.example.com${specSheetPath(product)}`,
        encodingFormat: "application/pdf",
      }),
    );
  }
});
