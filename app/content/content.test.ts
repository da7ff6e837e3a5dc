import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, test } from "vitest";

import { about } from "./about";
import { areas } from "./areas";
import { allPaths, productPath } from "./catalog";
import { categories } from "./categories";
import { CIGUATERA_LIMITS, histamineCriterion } from "./food-safety";
import { type Locale, LOCALES, localeOfPath } from "./locale";
import { localize } from "./localized";
import { navigationIn } from "./navigation";
import {
  containerLoad,
  containersFor,
  documentsFor,
  formatDataDate,
  formatTemperature,
  listOf,
  marketsGroup,
  productStates,
  SPEC_WORDS,
  specificationGroups,
} from "./product-spec";
import { FILLET_PACKING_IN_WORDS, FILLET_PACKS } from "./packing";
import { products } from "./products";
import {
  categorySchema,
  CHILLED_MAX_C,
  FROZEN_STORAGE_MONTHS_AT_MINUS_18,
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
const bySlug = (slug: string) => products.find((product) => product.slug === slug)!;

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
        { ...validProduct, name: { en: " ", ar: "كنعد" } },
      ]),
    ).toThrow(/entry 2 \("king-fish"\), field "name.en": must not be empty/);
  });

  test("reject a text without its Arabic, or given as English alone, naming the field", () => {
    expect(() =>
      parseContent("app/content/products.ts", productSchema, [
        { ...validProduct, name: { en: "King Fish", ar: "" } },
      ]),
    ).toThrow(/field "name.ar": must not be empty/);
    expect(() =>
      parseContent("app/content/products.ts", productSchema, [
        { ...validProduct, name: "King Fish" },
      ]),
    ).toThrow(/field "name": Invalid input: expected object, received string/);
    const untranslatedGrade = withTrade(validProduct, (trade) => {
      trade.sizeGrades = [{ en: "Steaks: 2–3 cm thick" } as (typeof trade.sizeGrades)[number]];
    });
    expect(() => parseProduct(untranslatedGrade)).toThrow(/field "trade.sizeGrades.0.ar"/);
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
        {
          ...categories[0],
          seoDescription: { ...categories[0]!.seoDescription, en: "Too short." },
        },
      ]),
    ).toThrow(/field "seoDescription.en": must be at least 70 characters/);
    expect(() =>
      parseContent("app/content/categories.ts", categorySchema, [
        { ...categories[0], seoDescription: { ...categories[0]!.seoDescription, ar: "قصير." } },
      ]),
    ).toThrow(/field "seoDescription.ar": must be at least 70 characters/);
  });
});

describe("trade data", () => {
  const requiredTradeFields = Object.entries(tradeSchema.shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([name]) => name);

  test.each(requiredTradeFields)(
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

  test.each(["shelfLife", "basis", "conditions", "temperature"])(
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
      const binomial = product.trade.scientificName.en.split(" ").slice(0, 2).join(" ");
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

describe("trade data corrections", () => {
  test("accepts every HS 2022 fillet heading by state, but keeps the species-named ones for their species", () => {
    const chilledTilapiaCode = withTrade(validFilleted, (trade) => {
      trade.forms[0]!.hsCode = "0304.39";
    });
    const frozenCatfishCode = withTrade(validFilleted, (trade) => {
      trade.forms[1]!.hsCode = "0304.69";
    });
    const frozenCodCode = withTrade(validFilleted, (trade) => {
      trade.forms[1]!.hsCode = "0304.79";
    });
    for (const [product, code, state] of [
      [chilledTilapiaCode, "0304.39", "chilled"],
      [frozenCatfishCode, "0304.69", "frozen"],
      [frozenCodCode, "0304.79", "frozen"],
    ] as const) {
      const error = (() => {
        try {
          parseProduct(product);
        } catch (caught) {
          return String(caught);
        }
        return "";
      })();
      expect(error).toMatch(new RegExp(`${code.replace(".", "\\.")} is for .*, not Scombridae`));
      expect(error).not.toContain(`is not a ${state} code`);
    }
  });

  test("refuses a frozen shelf life longer than the −18 °C storage life of its kind of flesh", () => {
    const leanTwelve = withTrade(bySlug("frozen-grouper"), (trade) => {
      trade.handling[0]!.shelfLife = { en: "12 months", ar: "12 شهرًا" };
    });
    expect(() => parseProduct(leanTwelve)).toThrow(
      /lean Serranidae keeps about 9 months at −18 °C, not 12/,
    );
    const fattyNine = withTrade(bySlug("frozen-king-fish"), (trade) => {
      trade.handling[0]!.shelfLife = { en: "9 months", ar: "9 أشهر" };
    });
    expect(() => parseProduct(fattyNine)).toThrow(/fatty Scombridae keeps about 5 months/);
    const lobsterTwelve = withTrade(bySlug("rock-lobster"), (trade) => {
      trade.handling[1]!.shelfLife = { en: "12 months", ar: "12 شهرًا" };
    });
    expect(() => parseProduct(lobsterTwelve)).toThrow(
      /crustacean Palinuridae keeps about 6 months/,
    );
    const colderStore = withTrade(bySlug("frozen-grouper"), (trade) => {
      trade.handling[0]!.shelfLife = { en: "12 months", ar: "12 شهرًا" };
      trade.handling[0]!.temperature = { maxC: -25 };
    });
    expect(() => parseProduct(colderStore)).not.toThrow();
    const unstated = withTrade(bySlug("frozen-grouper"), (trade) => {
      trade.handling[0]!.shelfLife = { en: "About a year", ar: "نحو سنة" };
    });
    expect(() => parseProduct(unstated)).toThrow(/a frozen shelf life starts with its months/);
  });

  test("gives every frozen product the −18 °C storage life of its flesh, or less", () => {
    const frozenLives = products.flatMap((product) =>
      product.trade.handling
        .filter((entry) => entry.state === "frozen")
        .map((entry) => [product.slug, /^\d+ months/.exec(entry.shelfLife.en)?.[0]] as const),
    );
    expect(Object.fromEntries(frozenLives)).toEqual({
      "rock-lobster": "6 months",
      "filleted-king-fish": "5 months",
      "filleted-grouper": "9 months",
      "filleted-red-grouper": "9 months",
      "filleted-snapper": "9 months",
      "filleted-red-snapper": "9 months",
      "filleted-skipjack-tuna": "5 months",
      "frozen-king-fish": "5 months",
      "frozen-grouper": "9 months",
      "frozen-red-grouper": "9 months",
      "frozen-snapper": "9 months",
      "frozen-red-snapper": "9 months",
    });
    expect(FROZEN_STORAGE_MONTHS_AT_MINUS_18).toEqual({ lean: 9, fatty: 5, crustacean: 6 });
  });

  test("refuses the histamine control on a family that does not form histamine", () => {
    const grouper = withTrade(bySlug("grouper"), (trade) => {
      trade.foodSafety = ["ciguatera", "histamine"];
    });
    expect(() => parseProduct(grouper)).toThrow(
      /the histamine control \(and its test report\) is for Scombridae and Clupeidae, not Serranidae/,
    );
  });

  test("a reef fish under the ciguatera policy states its whole-fish weight limit, and only then", () => {
    const withoutLimit = withTrade(bySlug("filleted-snapper"), (trade) => {
      delete trade.ciguateraLimits;
    });
    expect(() => parseProduct(withoutLimit)).toThrow(
      /field "trade.ciguateraLimits": the ciguatera control states the whole-fish weight limit/,
    );
    const stray = withTrade(validProduct, (trade) => {
      trade.ciguateraLimits = [CIGUATERA_LIMITS.grouper];
    });
    expect(() => parseProduct(stray)).toThrow(/only products under the ciguatera control/);
  });

  test("a fillet sheet states the whole-fish weight its fillets are cut from, per species", () => {
    for (const [slug, limit] of [
      ["filleted-grouper", "Epinephelus groupers of 8 kg or less whole weight"],
      ["filleted-red-grouper", "of 1.5 kg or less whole weight"],
      ["filleted-snapper", "grey and bronze Lutjanus snappers of 3 kg or less whole weight"],
      ["filleted-red-snapper", "(L. argentimaculatus) of 5 kg or less whole weight"],
    ] as const) {
      const safety = specificationGroups(bySlug(slug), "en")
        .flatMap((group) => group.rows)
        .find((row) => row.label === "Food safety")!;
      const ciguatera = safety.values.find((value) => value.startsWith("Ciguatera"))!;
      expect(ciguatera, slug).toContain(`fillets are cut only from`);
      expect(ciguatera, slug).toContain(limit);
      expect(ciguatera, slug).not.toContain("largest size grade");
    }
    const whole = specificationGroups(bySlug("red-snapper"), "en")
      .flatMap((group) => group.rows)
      .find((row) => row.label === "Food safety")!;
    expect(whole.values.join(" ")).toContain("are bought;");
  });

  test("says plainly that the Hanafi school generally does not permit lobster, and the others do", () => {
    const halal = bySlug("rock-lobster").trade.halal.en;
    expect(halal).toMatch(/Hanafi school .* generally does not permit lobster/);
    expect(halal).toContain("Shafi'i, Maliki and Hanbali schools in general permit");
  });

  test("names the dried sardine as the Indian oil sardine, Sardinella longiceps, on its fixed slug", () => {
    const sardine = bySlug("goldstripe-sardine");
    expect(sardine.name.en).toBe("Indian Oil Sardine");
    expect(sardine.trade.scientificName.en).toMatch(/^Sardinella longiceps/);
    expect(JSON.stringify([...products, ...services, ...categories])).not.toMatch(
      /goldstripe sardine \(Sardinella gibbosa\)|Sardinella gibbosa \(goldstripe/i,
    );
    const storage = sardine.trade.handling[0]!;
    expect(storage.temperature.maxC).toBeLessThan(25);
  });
});

describe("packing and containers", () => {
  test("packs fillets one way: vacuum packed chilled, IQF and glazed frozen, on every product and service", () => {
    const filletForms = products.flatMap((product) =>
      product.trade.forms
        .filter((form) => form.hsCode.startsWith("0304"))
        .map((form) => ({ slug: product.slug, form })),
    );
    expect(filletForms.length).toBeGreaterThan(12);
    for (const { slug, form } of filletForms) {
      const expected = FILLET_PACKS[form.state as "chilled" | "frozen"];
      expect(form.packs, `${slug} ${form.state}`).toEqual([expected]);
    }
    const processing = services.find((service) => service.slug === "fish-processing")!;
    for (const locale of LOCALES) {
      const text = processing.whatWeOffer.map((paragraph) => paragraph[locale]).join(" ");
      expect(text, locale).toContain(FILLET_PACKING_IN_WORDS.chilled[locale]);
      expect(text, locale).toContain(FILLET_PACKING_IN_WORDS.frozen[locale]);
    }
    expect(JSON.stringify(services)).not.toMatch(/vacuum packed and blast frozen/);
  });

  test("names only what a form holds on its pack: steaks only where steaks are sold", () => {
    for (const product of products) {
      for (const form of product.trade.forms) {
        const sold = form.forms
          .map((name) => name.en)
          .join(" ")
          .toLowerCase();
        for (const pack of form.packs) {
          for (const cut of ["steaks", "tails"]) {
            if (pack.contents.en.includes(cut))
              expect(sold, `${product.slug}: ${pack.contents.en}`).toContain(cut.slice(0, -1));
          }
          if (pack.description.en.toLowerCase().includes("steaks"))
            expect(sold, product.slug).toContain("steak");
        }
      }
    }
  });

  test("refuses a pack whose gross weight is not above its net weight, or whose size cannot hold it", () => {
    const heavy = withTrade(validProduct, (trade) => {
      trade.forms[0]!.packs[0]!.grossKg = 20;
    });
    expect(() => parseProduct(heavy)).toThrow(
      /field "trade.forms.0.packs.0.grossKg": the gross weight must be above the net weight/,
    );
    const tiny = withTrade(validProduct, (trade) => {
      trade.forms[0]!.packs[0]!.outsideMm = { length: 80, width: 40, height: 28 };
    });
    expect(() => parseProduct(tiny)).toThrow(
      /field "trade.forms.0.packs.0.outsideMm": 20 kg in 80/,
    );
  });

  test("a container load is the packs that fit to the load line, capped by payload; its net weight is packs × net weight", () => {
    const [reefer20, reefer40] = containersFor("frozen");
    expect([reefer20!.name.en, reefer40!.name.en]).toEqual(["20′ reefer", "40′ high-cube reefer"]);
    const fillets20 = containerLoad(FILLET_PACKS.frozen, reefer20!);
    // 5450/320 × 2285/480 = 17 × 4 = 68 or 5450/480 × 2285/320 = 11 × 7 = 77 a layer; 2160/130 = 16 layers.
    expect(fillets20.cartons).toBe(77 * 16);
    expect(fillets20.netKg).toBe(fillets20.cartons * FILLET_PACKS.frozen.netKg);
    expect(fillets20.netKg / 1000).toBeGreaterThanOrEqual(12);
    expect(fillets20.netKg / 1000).toBeLessThanOrEqual(16);
    const fillets40 = containerLoad(FILLET_PACKS.frozen, reefer40!);
    expect(fillets40.grossKg).toBeLessThanOrEqual(reefer40!.maxPayloadKg);
    expect(fillets40.cartons).toBe(
      Math.floor(reefer40!.maxPayloadKg / FILLET_PACKS.frozen.grossKg),
    );
    expect(containersFor("chilled")).toEqual([]);
    expect(containersFor("dried").map((container) => container.kind)).toEqual(["dry", "dry"]);
  });

  test("every product page lists each container-shipped pack's load in 20′ and 40′ containers", () => {
    for (const product of products) {
      const rows = specificationGroups(product, "en").flatMap((group) => group.rows);
      const loads = rows.find((row) => row.label === "Container load");
      const shipped = productStates(product.trade).some((state) => containersFor(state).length);
      expect(Boolean(loads), product.slug).toBe(shipped);
      for (const value of loads?.values ?? []) {
        expect(value, product.slug).toMatch(
          /20′ .*\d+ .*, \d+\.\d t net; 40′ .*\d+ .*, \d+\.\d t net/,
        );
      }
      expect(rows.find((row) => row.label === "Pack size")!.values.join(" "), product.slug).toMatch(
        /\d+ × \d+ × \d+ mm outside/,
      );
    }
  });
});

describe("documents and market terms", () => {
  const documentNames = (slug: string) =>
    documentsFor(bySlug(slug).trade).map((document) => document.term.en);

  test("lists a histamine report only for the scombroid species and the sardine", () => {
    const withHistamine = products
      .filter((product) => documentNames(product.slug).includes("Histamine test report"))
      .map((product) => product.trade.family);
    expect(new Set(withHistamine)).toEqual(new Set(["Scombridae", "Clupeidae"]));
    expect(documentNames("grouper")).not.toContain("Histamine test report");
    expect(documentNames("rock-lobster")).not.toContain("Histamine test report");
    expect(documentNames("king-fish")).toContain("Histamine test report");
    expect(documentNames("goldstripe-sardine")).toContain("Histamine test report");
  });

  test("lists live-animal and CITES papers only for the live lobster, and the lobster's own halal terms", () => {
    const live = ["Shipper's certification for live animals", "CITES statement"];
    for (const product of products) {
      const names = documentNames(product.slug);
      const isLive = productStates(product.trade).includes("live");
      for (const name of live) expect(names.includes(name), `${product.slug} ${name}`).toBe(isLive);
      const halal = names.filter((name) => name.startsWith("Halal certificate"));
      expect(halal, product.slug).toEqual([
        product.trade.family === "Palinuridae"
          ? "Halal certificate for lobster"
          : "Halal certificate",
      ]);
    }
  });

  test("lists the bill of lading for container goods and the air waybill for air freight, and the GCC papers for all", () => {
    expect(documentNames("king-fish")).toEqual(expect.arrayContaining(["Air waybill"]));
    expect(documentNames("king-fish")).not.toContain("Bill of lading");
    expect(documentNames("frozen-grouper")).not.toContain("Air waybill");
    for (const product of products) {
      expect(documentNames(product.slug), product.slug).toEqual(
        expect.arrayContaining([
          "Health certificate",
          "Certificate of origin",
          "Catch certificate",
          "Labels for the Gulf (GCC)",
          "SFDA listing (Saudi Arabia)",
        ]),
      );
    }
    const labels = tradeTerms.documents.find((d) => d.term.en === "Labels for the Gulf (GCC)")!;
    expect(labels.description.en).toMatch(
      /Arabic and English.*GSO 9.*production and expiry dates.*GSO 150/,
    );
  });

  test("shows the establishment's approval number only when the business has one", () => {
    const rowsWith = (terms: typeof tradeTerms) =>
      specificationGroups(validProduct, "en", terms).flatMap((group) => group.rows);
    expect(tradeTerms.establishmentApproval).toBeUndefined();
    expect(rowsWith(tradeTerms).map((row) => row.label)).not.toContain("Establishment approval");
    const approved = parseEntry("app/content/trade-terms.ts", tradeTermsSchema, {
      ...tradeTerms,
      establishmentApproval: {
        establishment: { en: "Badey processing establishment", ar: "منشأة التجهيز في بادي" },
        authority: {
          en: "Ministry of Fisheries and Marine Resources",
          ar: "وزارة مصايد الأسماك والموارد البحرية",
        },
        number: "PL-FP-0001",
      },
    });
    expect(
      rowsWith(approved).find((row) => row.label === "Establishment approval")?.values,
    ).toEqual([
      "Badey processing establishment: Ministry of Fisheries and Marine Resources No. PL-FP-0001",
    ]);
  });

  test("offers FCA, CPT and CIP for containers and air, and refuses vessel-only rules for either", () => {
    for (const state of ["chilled", "live", "frozen", "dried"] as const) {
      expect(
        tradeTerms.shipping[state]!.incoterms.map((incoterm) => incoterm.rule),
        state,
      ).toEqual(expect.arrayContaining(["FCA", "CPT", "CIP"]));
    }
    const fob = structuredClone(tradeTerms);
    fob.shipping.frozen!.incoterms = [{ rule: "FOB", place: { en: "Bosaso", ar: "بوصاصو" } }];
    expect(() => parseEntry("app/content/trade-terms.ts", tradeTermsSchema, fob)).toThrow(
      /field "shipping.frozen.incoterms.0.rule": FOB is for goods loaded on board a vessel; for containers use FCA, CPT or CIP/,
    );
    const cfrByAir = structuredClone(tradeTerms);
    cfrByAir.shipping.chilled!.incoterms = [{ rule: "CFR", place: { en: "Jeddah", ar: "جدة" } }];
    expect(() => parseEntry("app/content/trade-terms.ts", tradeTermsSchema, cfrByAir)).toThrow(
      /CFR is for goods loaded on board a vessel; for air freight use FCA, CPT or CIP/,
    );
    const noDryContainer = structuredClone(tradeTerms);
    noDryContainer.containers = noDryContainer.containers.filter((c) => c.kind !== "dry");
    expect(() =>
      parseEntry("app/content/trade-terms.ts", tradeTermsSchema, noDryContainer),
    ).toThrow(/dried goods ship in dry containers, but none is described/);
  });

  test("serves Yemen on stated terms, next to the Gulf", () => {
    const markets = tradeTerms.markets.map((market) => market.term.en);
    expect(markets.slice(0, 2)).toEqual(["Gulf", "Yemen"]);
    expect(tradeTerms.markets[1]!.description.en).toMatch(
      /FCA Bosaso.*payment in full before loading/,
    );
  });
});

describe("the specification in Arabic", () => {
  const rowsIn = (slug: string) =>
    specificationGroups(bySlug(slug), "ar").flatMap((group) => group.rows);
  const row = (slug: string, label: keyof typeof SPEC_WORDS.rows) =>
    rowsIn(slug).find((entry) => entry.label === SPEC_WORDS.rows[label].ar)!;

  test("has the English rows, each under its Arabic label", () => {
    for (const product of products) {
      const english = specificationGroups(product, "en");
      const arabic = specificationGroups(product, "ar");
      expect(
        arabic.map((group) => group.rows.length),
        product.slug,
      ).toEqual(english.map((group) => group.rows.length));
      english.forEach((group, index) => {
        const labels = arabic[index]!.rows.map((entry) => entry.label);
        expect(arabic[index]!.heading).not.toBe(group.heading);
        group.rows.forEach((entry, rowIndex) => {
          expect(labels[rowIndex], `${product.slug}: ${entry.label}`).not.toBe(entry.label);
          expect(arabic[index]!.rows[rowIndex]!.values).toHaveLength(entry.values.length);
        });
      });
    }
  });

  test("joins lists the Arabic way and writes dates and temperatures with Latin digits", () => {
    expect(listOf(["كاملة غير منظّفة", "كاملة منزوعة الأحشاء", "شرائح"], "ar")).toBe(
      "كاملة غير منظّفة، كاملة منزوعة الأحشاء وشرائح",
    );
    expect(listOf(["فيليه"], "ar")).toBe("فيليه");
    expect(listOf(["أ", "2–3 cm"], "ar")).toBe("أ و 2–3 cm");
    expect(listOf(["Whole round", "Whole gutted"], "en")).toBe("Whole round, whole gutted");
    expect(formatDataDate("ar", "2026-11-23")).toBe("23 نوفمبر 2026");
    expect(formatDataDate("en", "2026-11-23")).toBe("23 November 2026");
    expect(formatTemperature({ minC: 0, maxC: 2 }, "ar")).toBe("0–2 °م");
    expect(formatTemperature({ maxC: -18 }, "ar")).toBe("−18 °م أو أقل");
    expect(formatTemperature({ maxC: -18 }, "en")).toBe("−18 °C or below");
  });

  test("writes the rows in Arabic word order, with Latin digits and the Latin codes", () => {
    expect(row("frozen-grouper", "forms").values).toEqual([
      "مجمّد: كاملة منزوعة الأحشاء والقشور (رمز HS 0303.89)",
      "مجمّد: فيليه منزوع العظم، بالجلد أو منزوع الجلد (رمز HS 0304.89)",
    ]);
    expect(row("frozen-grouper", "containerLoad").values).toContain(
      "مجمّد، فيليه: حاوية مبرّدة 20 قدمًا: عدد الكراتين الرئيسية 1,232، بوزن صافٍ 12.3 طن؛ حاوية مبرّدة مرتفعة 40 قدمًا: عدد الكراتين الرئيسية 2,165، بوزن صافٍ 21.6 طن",
    );
    expect(row("king-fish", "storageTemperature").values).toEqual([
      "مبرّد: 0–2 °م؛ في ثلج مجروش ذائب، داخل صناديق معزولة حراريًا ذاتية التصريف، من الإنزال حتى الإرسال",
    ]);
    expect(row("grouper", "scientificName").values[0]).toMatch(/؛ الفصيلة: Serranidae$/);
    expect(row("filleted-grouper", "foodSafety").values[1]).toContain(
      "لا يُقطع الفيليه إلا من الهامور من الجنس Epinephelus بوزن كامل لا يزيد على 8 kg",
    );
  });

  test("counts packs in a container after their plural noun, in tonnes (طن)", () => {
    const loads = row("goldstripe-sardine", "containerLoad").values.join(" ");
    expect(loads).toContain("حاوية جافة 20 قدمًا: عدد الأكياس 280، بوزن صافٍ 5.6 طن");
    expect(loads).toContain("حاوية جافة 40 قدمًا: عدد الأكياس 600، بوزن صافٍ 12.0 طن");
    expect(loads).toContain("حاوية جافة 40 قدمًا: عدد الكراتين 1,100، بوزن صافٍ 11.0 طن");
  });

  test("names each Incoterm rule in Arabic the first time it appears, after its abbreviation", () => {
    const [line] = row("frozen-grouper", "incoterms").values;
    expect(line).toMatch(
      /^مجمّد: FCA \(التسليم إلى الناقل\) محطة الحاويات في ميناء بوصاصو؛ FCA محطة/,
    );
    expect(line).toContain("CPT (أجرة النقل مدفوعة إلى) ميناء مسمّى");
    expect(line!.match(/التسليم إلى الناقل/g)).toHaveLength(1);
  });

  test("says in Arabic what the English says of lobster and halal", () => {
    const halal = bySlug("rock-lobster").trade.halal.ar;
    expect(halal).toContain("المذهب الحنفي لا يُبيح من حيوان البحر إلا السمك");
    expect(halal).toContain("لا يُبيح الشارخة عمومًا");
    expect(halal).toContain("الشافعية والمالكية والحنابلة فيُبيحون حيوانات البحر في الجملة");
  });

  test("lists the markets and the excluded one in Arabic", () => {
    const markets = marketsGroup("ar");
    expect(markets.heading).toBe("الأسواق");
    expect(markets.rows.map((entry) => entry.label)).toEqual([
      "دول الخليج",
      "اليمن",
      "شرق أفريقيا",
      "شمال أفريقيا",
      "آسيا",
      "أسواق لا نخدمها",
    ]);
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
    expect(services.map((service) => service.title.en)).toEqual([
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

  /** Every eight-word phrase of the pages' running text in one language, with the pages it is on. */
  function repeatedPhrases(locale: Locale): string[] {
    const text = <T>(value: T) => localize(value, locale);
    const pages: Array<[string, string[]]> = [
      ...products.map((p): [string, string[]] => [
        p.slug,
        text([p.summary, ...p.description, ...p.benefits]),
      ]),
      ...services.map((s): [string, string[]] => [
        s.slug,
        text([s.summary, ...s.whatWeOffer, ...s.benefits]),
      ]),
      ...categories.map((c): [string, string[]] => [c.slug, text([c.description, ...c.intro])]),
      [
        "about",
        text([about.lead, ...about.story.paragraphs, ...about.strategy.pillars.map((p) => p.text)]),
      ],
    ];
    const pagesOf = new Map<string, Set<string>>();
    for (const [page, texts] of pages) {
      for (const paragraph of texts) {
        const words = paragraph.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
        for (let start = 0; start + 8 <= words.length; start += 1) {
          const phrase = words.slice(start, start + 8).join(" ");
          pagesOf.set(phrase, (pagesOf.get(phrase) ?? new Set()).add(page));
        }
      }
    }
    const repeated = [...pagesOf].filter(([, found]) => found.size > 3);
    return repeated.map(([phrase, found]) => `${phrase}: ${[...found].join(", ")}`);
  }

  test("repeats no eight-word phrase on more than three pages", () => {
    expect(repeatedPhrases("en")).toEqual([]);
  });

  test("repeats no eight-word phrase on more than three pages in Arabic either", () => {
    expect(repeatedPhrases("ar")).toEqual([]);
  });

  test("keeps every page description between 70 and 160 characters, in both languages", () => {
    for (const entry of [...categories, ...products, ...services]) {
      for (const locale of LOCALES) {
        const description = entry.seoDescription[locale];
        expect(description.length, `${entry.slug} ${locale}`).toBeGreaterThanOrEqual(
          SEO_DESCRIPTION_MIN,
        );
        expect(description.length, `${entry.slug} ${locale}`).toBeLessThanOrEqual(
          SEO_DESCRIPTION_MAX,
        );
      }
    }
    for (const entry of areas) {
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
