import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, test } from "vitest";

import { about } from "./about";
import { areas } from "./areas";
import { allPaths, productPath } from "./catalog";
import { categories } from "./categories";
import { histamineCriterion } from "./food-safety";
import { LOCALES, localeOfPath } from "./locale";
import { localize } from "./localized";
import { navigationIn } from "./navigation";
import { productStates } from "./product-spec";
import { products } from "./products";
import {
  categorySchema,
  CHILLED_MAX_C,
  HISTAMINE_FAMILIES,
  parseContent,
  parseEntry,
  productSchema,
  SEO_DESCRIPTION_MAX,
  SEO_DESCRIPTION_MIN,
  serviceSchema,
  tradeSchema,
  tradeTermsSchema,
} from "./schema";
import { services } from "./services";
import { slides } from "./slides";
import { tradeTerms } from "./trade-terms";

const validProduct = products[0]!;
const validFilleted = products.find((product) => product.slug === "filleted-king-fish")!;

/** A copy of a product with one change made deep inside it. */
function withTrade(
  product: typeof validProduct,
  change: (trade: Record<string, unknown> & typeof validProduct.trade) => void,
) {
  const copy = structuredClone(product);
  change(copy.trade as Record<string, unknown> & typeof validProduct.trade);
  return copy;
}

function parseProduct(product: unknown) {
  return parseContent("app/content/products.ts", productSchema, [product]);
}

describe("content schemas", () => {
  test("accept the real content", () => {
    expect(categories).toHaveLength(5);
    expect(products).toHaveLength(19);
    expect(services).toHaveLength(7);
    expect(areas).toHaveLength(5);
    expect(slides.map((slide) => slide.caption.en)).toEqual([
      "Bold Vision",
      "Blue Economy",
      "Better Future",
    ]);
  });

  test("reject a product without a name, naming the file, entry and field", () => {
    const nameless: Partial<typeof validProduct> = { ...validProduct };
    delete nameless.name;
    expect(() => parseContent("app/content/products.ts", productSchema, [nameless])).toThrow(
      `app/content/products.ts: entry 1 ("${validProduct.slug}"), field "name"`,
    );
  });

  test("reject a product with an empty name", () => {
    expect(() =>
      parseContent("app/content/products.ts", productSchema, [
        validProduct,
        { ...validProduct, name: " " },
      ]),
    ).toThrow(/entry 2 \("king-fish"\), field "name": must not be empty/);
  });

  test("reject a product in an unknown category", () => {
    expect(() =>
      parseContent("app/content/products.ts", productSchema, [
        { ...validProduct, category: "canned-fish" },
      ]),
    ).toThrow(/field "category"/);
  });

  test("reject a slug that is not kebab-case and a description that is too short", () => {
    expect(() =>
      parseContent("app/content/services.ts", serviceSchema, [
        { ...services[0], slug: "Fish Processing" },
      ]),
    ).toThrow(/field "slug": must be a lowercase kebab-case slug/);
    expect(() =>
      parseContent("app/content/categories.ts", categorySchema, [
        { ...categories[0], seoDescription: "Too short." },
      ]),
    ).toThrow(/field "seoDescription": must be at least 70 characters/);
  });
});

describe("trade data", () => {
  test.each(Object.keys(tradeSchema.shape))(
    "reject a product without the trade field %s, naming the file, entry and field",
    (field) => {
      const product = withTrade(validProduct, (trade) => {
        delete trade[field];
      });
      expect(() => parseProduct(product)).toThrow(
        `app/content/products.ts: entry 1 ("king-fish"), field "trade.${field}"`,
      );
    },
  );

  test.each(["shelfLife", "basis", "packing", "netWeight", "conditions", "temperature"])(
    "reject a product whose storage and packing lack %s",
    (field) => {
      const product = withTrade(validProduct, (trade) => {
        delete (trade.handling[0] as Record<string, unknown>)[field];
      });
      expect(() => parseProduct(product)).toThrow(`field "trade.handling.0.${field}"`);
    },
  );

  test("reject a chilled product kept warmer than melting ice", () => {
    const product = withTrade(validProduct, (trade) => {
      trade.handling[0]!.temperature = { minC: 0, maxC: 4 };
    });
    expect(() => parseProduct(product)).toThrow(
      /field "trade.handling.0.temperature": chilled fish is kept in melting ice at 0 to 2 °C/,
    );
  });

  test("reject an HS code that is malformed or belongs to another state", () => {
    const malformed = withTrade(validProduct, (trade) => {
      trade.forms[0]!.hsCode = "030249";
    });
    expect(() => parseProduct(malformed)).toThrow(
      /field "trade.forms.0.hsCode": must be a 6-digit/,
    );
    const frozenCode = withTrade(validProduct, (trade) => {
      trade.forms[0]!.hsCode = "0303.59";
    });
    expect(() => parseProduct(frozenCode)).toThrow(/0303.59 is not a chilled code/);
  });

  test("reject a frozen product that does not declare its glaze or is kept above −18 °C", () => {
    const unglazed = withTrade(validFilleted, (trade) => {
      delete trade.handling[1]!.glazePercent;
    });
    expect(() => parseProduct(unglazed)).toThrow(
      /field "trade.handling.1.glazePercent": frozen products declare their glaze/,
    );
    const warm = withTrade(validFilleted, (trade) => {
      trade.handling[1]!.temperature = { maxC: -12 };
    });
    expect(() => parseProduct(warm)).toThrow(/frozen means -18 °C or colder/);
  });

  test("reject a product whose forms and storage states do not match", () => {
    const product = withTrade(validFilleted, (trade) => {
      trade.handling.pop();
    });
    expect(() => parseProduct(product)).toThrow(/needs exactly one entry for "frozen", found 0/);
  });

  test("reject a scombroid or clupeoid product without the histamine control", () => {
    const product = withTrade(validProduct, (trade) => {
      trade.foodSafety = [];
    });
    expect(() => parseProduct(product)).toThrow(
      /field "trade.foodSafety": Scombridae form histamine/,
    );
  });

  test("reject trade terms that leave out the shipping of one state", () => {
    const terms = structuredClone(tradeTerms) as Partial<typeof tradeTerms>;
    delete (terms.shipping as Partial<typeof tradeTerms.shipping>).dried;
    expect(() => parseEntry("app/content/trade-terms.ts", tradeTermsSchema, terms)).toThrow(
      /app\/content\/trade-terms.ts: entry 1, field "shipping.dried"/,
    );
  });

  test("keeps every chilled product at 2 °C or colder", () => {
    const chilled = products.flatMap((product) =>
      product.trade.handling
        .filter((entry) => entry.state === "chilled")
        .map((entry) => ({ slug: product.slug, maxC: entry.temperature.maxC })),
    );
    expect(chilled.map((entry) => entry.slug)).toEqual([
      ...["king-fish", "grouper", "red-grouper", "snapper", "red-snapper", "skipjack-tuna"],
      ...["filleted-king-fish", "filleted-grouper", "filleted-red-grouper", "filleted-snapper"],
      ...["filleted-red-snapper", "filleted-skipjack-tuna"],
    ]);
    for (const entry of chilled) expect(entry.maxC, entry.slug).toBeLessThanOrEqual(CHILLED_MAX_C);
  });

  test("offers each category in its own states: fresh chilled, frozen frozen, fillets both", () => {
    const expected = {
      "fresh-fish": ["chilled"],
      "shell-fish": ["live", "frozen"],
      "dry-fish": ["dried"],
      "filleted-fish": ["chilled", "frozen"],
      "frozen-fish": ["frozen"],
    };
    for (const product of products) {
      expect(productStates(product.trade), product.slug).toEqual(expected[product.category]);
    }
  });

  test("names every histamine-forming species and the EU limits on the quality page", () => {
    const quality = services.find((service) => service.slug === "quality-assurance")!;
    const text = JSON.stringify(quality);
    const atRisk = products.filter((product) => HISTAMINE_FAMILIES.includes(product.trade.family));
    expect(new Set(atRisk.map((product) => product.trade.family))).toEqual(
      new Set(["Scombridae", "Clupeidae"]),
    );
    for (const product of atRisk) {
      const binomial = product.trade.scientificName.split(" ").slice(0, 2).join(" ");
      expect(text, product.slug).toContain(binomial);
    }
    for (const figure of [
      `${histamineCriterion.mMgPerKg} mg/kg`,
      `${histamineCriterion.MMgPerKg} mg/kg`,
      `sampled on ${histamineCriterion.n} fish`,
      "Regulation (EC) No 2073/2005",
      "Lutjanus bohar",
    ]) {
      expect(text).toContain(figure);
    }
  });
});

describe("catalogue", () => {
  test("has 6 fresh, 1 shell, 1 dry, 6 filleted and 5 frozen products", () => {
    const counts = Object.fromEntries(
      categories.map((category) => [
        category.slug,
        products.filter((product) => product.category === category.slug).length,
      ]),
    );
    expect(counts).toEqual({
      "fresh-fish": 6,
      "shell-fish": 1,
      "dry-fish": 1,
      "filleted-fish": 6,
      "frozen-fish": 5,
    });
  });

  test("has the 19 product paths, each under its category", () => {
    expect(products.map(productPath)).toEqual([
      ...["king-fish", "grouper", "red-grouper", "snapper", "red-snapper", "skipjack-tuna"].map(
        (slug) => `/products/fresh-fish/${slug}`,
      ),
      "/products/shell-fish/rock-lobster",
      "/products/dry-fish/goldstripe-sardine",
      ...[
        "filleted-king-fish",
        "filleted-grouper",
        "filleted-red-grouper",
        "filleted-snapper",
        "filleted-red-snapper",
        "filleted-skipjack-tuna",
      ].map((slug) => `/products/filleted-fish/${slug}`),
      ...[
        "frozen-king-fish",
        "frozen-grouper",
        "frozen-red-grouper",
        "frozen-snapper",
        "frozen-red-snapper",
      ].map((slug) => `/products/frozen-fish/${slug}`),
    ]);
  });

  test("has the seven services, the first one featured", () => {
    expect(services.map((service) => service.title)).toEqual([
      "Fish Processing and Packaging",
      "Cold Storage and Transportation",
      "Seafood Export Services",
      "Custom Processing",
      "Quality Assurance",
      "Market Analysis & Distribution",
      "Promotional & Marketing Support",
    ]);
    expect(services.map((service) => service.featured)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  test("shows breadcrumbs on every category but fresh fish", () => {
    expect(categories.filter((category) => !category.showBreadcrumbs).map((c) => c.slug)).toEqual([
      "fresh-fish",
    ]);
  });

  test.each(LOCALES)(
    "has unique paths, and every %s navigation link resolves to a pre-rendered page in its language",
    (locale) => {
      const paths = allPaths();
      expect(new Set(paths).size).toBe(paths.length);
      const navigation = navigationIn(locale);
      const links = [
        ...navigation.sections.flatMap((section) => [section, ...section.items]),
        ...navigation.quickLinks,
        ...navigation.footerServices,
      ];
      for (const link of links) {
        expect(paths).toContain(link.href);
        expect(localeOfPath(link.href)).toBe(locale);
      }
    },
  );

  test("repeats no eight-word phrase on more than three pages", () => {
    const pages: Array<[string, string[]]> = [
      ...products.map((p): [string, string[]] => [
        p.slug,
        [p.summary, ...p.description, ...p.benefits],
      ]),
      ...services.map((s): [string, string[]] => [
        s.slug,
        [s.summary, ...s.whatWeOffer, ...s.benefits],
      ]),
      ...categories.map((c): [string, string[]] => [c.slug, [c.description, ...c.intro]]),
      [
        "about",
        localize(
          [about.lead, ...about.story.paragraphs, ...about.strategy.pillars.map((p) => p.text)],
          "en",
        ),
      ],
    ];
    const pagesOf = new Map<string, Set<string>>();
    for (const [page, texts] of pages) {
      for (const text of texts) {
        const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
        for (let start = 0; start + 8 <= words.length; start += 1) {
          const phrase = words.slice(start, start + 8).join(" ");
          pagesOf.set(phrase, (pagesOf.get(phrase) ?? new Set()).add(page));
        }
      }
    }
    const repeated = [...pagesOf].filter(([, found]) => found.size > 3);
    expect(repeated.map(([phrase, found]) => `${phrase}: ${[...found].join(", ")}`)).toEqual([]);
  });

  test("keeps every page description between 70 and 160 characters", () => {
    for (const entry of [...categories, ...products, ...services, ...areas]) {
      expect(entry.seoDescription.length).toBeGreaterThanOrEqual(SEO_DESCRIPTION_MIN);
      expect(entry.seoDescription.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
    }
  });

  test("has artwork for every picture the content names", () => {
    const artwork = new Set(
      readdirSync(path.resolve(import.meta.dirname, "../../assets/artwork")).map((file) =>
        file.replace(/\.svg$/, ""),
      ),
    );
    const named = [
      ...categories.map((category) => category.image),
      ...products.flatMap((product) => product.images),
      ...services.map((service) => service.image),
      ...slides.map((slide) => slide.image),
      "fallback",
      "logo",
    ];
    for (const name of named) expect(artwork, name).toContain(name);
  });
});
