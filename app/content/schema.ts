import { z } from "zod";

import { SPECIES_FAMILIES } from "./latin-names";
import { localizedParagraphs, localizedText } from "./localized";

/** Page descriptions are shown in search results: long enough to inform, short enough not to be cut. */
export const SEO_DESCRIPTION_MIN = 70;
export const SEO_DESCRIPTION_MAX = 160;

export const CATEGORY_SLUGS = [
  "fresh-fish",
  "shell-fish",
  "dry-fish",
  "filleted-fish",
  "frozen-fish",
] as const;

export const SERVICE_ICONS = [
  "factory",
  "snowflake",
  "ship",
  "scissors",
  "shield-check",
  "chart-line",
  "megaphone",
] as const;

const text = z.string().trim().min(1, "must not be empty");
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase kebab-case slug");
/** The base name of a picture in artwork/ (SVG) or photos/ (a photograph that replaces it). */
const imageName = slug;
const paragraphs = z.array(text).min(1, "needs at least one paragraph");
const seoText = z
  .string()
  .min(SEO_DESCRIPTION_MIN, `must be at least ${SEO_DESCRIPTION_MIN} characters`)
  .max(SEO_DESCRIPTION_MAX, `must be at most ${SEO_DESCRIPTION_MAX} characters`);
/** English-only pages (the areas) keep a plain description. */
const seoDescription = seoText;
/** A page with an Arabic edition: both descriptions within the limits. */
const localizedSeoDescription = z.object({ en: seoText, ar: seoText }).strict();
/** A list of texts a reader reads (benefits, size grades, forms), in both languages. */
const localizedList = (message: string) => z.array(localizedText).min(1, message);

export const categorySchema = z.object({
  slug: z.enum(CATEGORY_SLUGS),
  name: localizedText,
  description: localizedText,
  intro: localizedParagraphs,
  image: imageName,
  showBreadcrumbs: z.boolean(),
  seoDescription: localizedSeoDescription,
});

/** How a product is kept and shipped; each state has its own HS codes, storage and packing. */
export const PRODUCT_STATES = ["chilled", "frozen", "live", "dried"] as const;

export { SPECIES_FAMILIES };

/**
 * Families whose flesh is rich in free histidine, which bacteria turn into histamine when the fish
 * warms; the EU histamine criterion (Regulation (EC) No 2073/2005) names them.
 */
export const HISTAMINE_FAMILIES: readonly (typeof SPECIES_FAMILIES)[number][] = [
  "Scombridae",
  "Clupeidae",
];

export const FOOD_SAFETY_CONTROLS = ["histamine", "ciguatera"] as const;

/** Chilled fish is kept in melting ice: 0–2 °C, never warmer. */
export const CHILLED_MAX_C = 2;
/** Frozen product is held at −18 °C or colder. */
export const FROZEN_MAX_C = -18;

/**
 * The HS 2022 headings each state may use, so a frozen product cannot carry a fresh-fish code:
 * 0302 fresh or chilled fish, 0303 frozen fish, 0304.3–0304.5 fresh or chilled fillets and fish
 * meat, 0304.6–0304.9 frozen fillets and fish meat, 0305.5 dried fish, 0306.1 frozen crustaceans,
 * 0306.3 live, fresh or chilled crustaceans.
 */
export const HS_PREFIXES = {
  chilled: ["0302.", "0304.3", "0304.4", "0304.5"],
  frozen: ["0303.", "0304.6", "0304.7", "0304.8", "0304.9", "0306.1"],
  live: ["0306.3"],
  dried: ["0305.5"],
} as const satisfies Record<(typeof PRODUCT_STATES)[number], readonly string[]>;

/**
 * HS 2022 fillet subheadings that name their species, so no other family may use them:
 * 0304.3x (fresh or chilled) and 0304.6x (frozen) are for tilapias, catfish, carp, eels, Nile perch
 * and snakeheads; 0304.7x for cod-like fish (Bregmacerotidae, Euclichthyidae, Gadidae, Macrouridae,
 * Melanonidae, Merlucciidae, Moridae, Muraenolepididae). None of the families we sell belongs there.
 */
export const HS_NAMED_SPECIES_PREFIXES = {
  "0304.3": "tilapias, catfish, carp, eels, Nile perch and snakeheads",
  "0304.6": "tilapias, catfish, carp, eels, Nile perch and snakeheads",
  "0304.7": "cod, haddock, hake, pollock and other cod-like fish",
} as const;

/**
 * Practical storage life at −18 °C, in months, by the kind of flesh (International Institute of
 * Refrigeration): lean fish about 9, fatty fish about 5, lobster about 6. A longer frozen shelf life
 * needs a colder store (−24 °C or below) and its own stated basis.
 */
export const FROZEN_STORAGE_MONTHS_AT_MINUS_18 = { lean: 9, fatty: 5, crustacean: 6 } as const;
/** A store this cold or colder is outside the −18 °C limits above. */
export const COLD_STORE_MAX_C = -24;

export const FLESH_KIND: Record<
  (typeof SPECIES_FAMILIES)[number],
  keyof typeof FROZEN_STORAGE_MONTHS_AT_MINUS_18
> = {
  Scombridae: "fatty",
  Clupeidae: "fatty",
  Serranidae: "lean",
  Lutjanidae: "lean",
  Palinuridae: "crustacean",
};

/** Carton, sack or box sizes outside these net densities (kg per litre) are typing mistakes. */
export const PACK_DENSITY_KG_PER_L = { min: 0.1, max: 1 } as const;

const state = z.enum(PRODUCT_STATES);
const hsCode = z.string().regex(/^\d{4}\.\d{2}$/, "must be a 6-digit HS 2022 code such as 0302.33");

const millimetres = z.number().int().positive();

/** One pack as it is shipped: a carton, box or sack, with what it holds and weighs. */
export const packSchema = z
  .object({
    /** What the pack holds, e.g. "whole fish and steaks"; names the pack when a state has several. */
    contents: localizedText,
    /** "master carton", "insulated box", "sack": the unit counted on the packing list. */
    unit: localizedText,
    /** The same unit counted, "master cartons", "الكراتين الرئيسية": a container load's count. */
    units: localizedText,
    /** How the product is packed inside it. */
    description: localizedText,
    /** Net weight per pack, declared without ice, gel packs or glaze. */
    netKg: z.number().positive(),
    /** Gross weight per pack, with glaze, ice or gel packs and the packing itself. */
    grossKg: z.number().positive(),
    outsideMm: z.object({ length: millimetres, width: millimetres, height: millimetres }),
  })
  .superRefine((pack, context) => {
    if (pack.grossKg <= pack.netKg) {
      context.addIssue({
        code: "custom",
        path: ["grossKg"],
        message: "the gross weight must be above the net weight",
      });
    }
    const { length, width, height } = pack.outsideMm;
    const density = pack.netKg / ((length * width * height) / 1e6);
    if (density < PACK_DENSITY_KG_PER_L.min || density > PACK_DENSITY_KG_PER_L.max) {
      context.addIssue({
        code: "custom",
        path: ["outsideMm"],
        message: `${pack.netKg} kg in ${length} × ${width} × ${height} mm is ${density.toFixed(2)} kg/L; check the size and weight`,
      });
    }
  });

const productFormSchema = z.object({
  state,
  /** The forms and cuts sold under one HS code, e.g. whole round, whole gutted, steaks. */
  forms: localizedList("needs at least one form"),
  hsCode,
  /** The packs these forms are shipped in (e.g. a sack or a carton of the same fish). */
  packs: z.array(packSchema).min(1, "needs at least one pack"),
});

const handlingSchema = z.object({
  state,
  temperature: z.object({ minC: z.number().optional(), maxC: z.number() }),
  /** Where and how it is kept at that temperature. */
  conditions: localizedText,
  /** Frozen shelf lives start with the number of months, e.g. "9 months" (in English). */
  shelfLife: localizedText,
  /** What the shelf life assumes: temperature, packing and, for dried fish, moisture and salt. */
  basis: localizedText,
  /** Glaze as a percentage of the glazed weight; frozen products must declare it. */
  glazePercent: z.object({ min: z.number().min(0), max: z.number().max(20) }).optional(),
});

/** The heaviest whole fish of a species group bought, and so the largest fillets are cut from. */
const ciguateraLimitSchema = z.object({
  species: localizedText,
  maxWholeKg: z.number().positive(),
});

export const tradeSchema = z
  .object({
    /**
     * One species, or the genus with the species it covers when one trade name covers several:
     * the Latin names (the same in both languages) with the common names in each language.
     */
    scientificName: localizedText,
    family: z.enum(SPECIES_FAMILIES),
    catchArea: z.object({ faoMajorArea: z.literal(51), waters: localizedText }),
    fishingMethod: localizedText,
    season: localizedText,
    sizeGrades: localizedList("needs at least one size grade"),
    forms: z.array(productFormSchema).min(1, "needs at least one form"),
    handling: z.array(handlingSchema).min(1, "needs storage and packing for each state"),
    foodSafety: z.array(z.enum(FOOD_SAFETY_CONTROLS)),
    /** Reef fish only: the whole-fish weight limit per species group, under the ciguatera policy. */
    ciguateraLimits: z.array(ciguateraLimitSchema).optional(),
    halal: localizedText,
  })
  .superRefine((trade, context) => {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: "custom", path, message });
    const formStates = new Set(trade.forms.map((form) => form.state));
    trade.forms.forEach((form, index) => {
      const prefixes: readonly string[] = HS_PREFIXES[form.state];
      if (!prefixes.some((prefix) => form.hsCode.startsWith(prefix))) {
        issue(
          ["forms", index, "hsCode"],
          `${form.hsCode} is not a ${form.state} code (expected ${prefixes.join(", ")}…)`,
        );
      }
    });
    for (const formState of formStates) {
      const count = trade.handling.filter((entry) => entry.state === formState).length;
      if (count !== 1) {
        issue(["handling"], `needs exactly one entry for "${formState}", found ${count}`);
      }
    }
    trade.handling.forEach((entry, index) => {
      const { minC, maxC } = entry.temperature;
      if (!formStates.has(entry.state)) {
        issue(["handling", index, "state"], `"${entry.state}" is not one of the product's forms`);
      }
      if (minC !== undefined && minC > maxC) {
        issue(["handling", index, "temperature"], "minC must not be above maxC");
      }
      if (entry.state === "chilled" && (maxC > CHILLED_MAX_C || minC === undefined || minC < 0)) {
        issue(
          ["handling", index, "temperature"],
          `chilled fish is kept in melting ice at 0 to ${CHILLED_MAX_C} °C`,
        );
      }
      if (entry.state === "frozen") {
        if (maxC > FROZEN_MAX_C) {
          issue(
            ["handling", index, "temperature", "maxC"],
            `frozen means ${FROZEN_MAX_C} °C or colder`,
          );
        }
        if (!entry.glazePercent)
          issue(["handling", index, "glazePercent"], "frozen products declare their glaze");
      } else if (entry.glazePercent) {
        issue(["handling", index, "glazePercent"], "only frozen products are glazed");
      }
    });
    if (HISTAMINE_FAMILIES.includes(trade.family) && !trade.foodSafety.includes("histamine")) {
      issue(["foodSafety"], `${trade.family} form histamine: the histamine control is required`);
    }
    if (!HISTAMINE_FAMILIES.includes(trade.family) && trade.foodSafety.includes("histamine")) {
      issue(
        ["foodSafety"],
        `the histamine control (and its test report) is for ${HISTAMINE_FAMILIES.join(" and ")}, not ${trade.family}`,
      );
    }
    const ciguatera = trade.foodSafety.includes("ciguatera");
    if (ciguatera && !trade.ciguateraLimits?.length) {
      issue(["ciguateraLimits"], "the ciguatera control states the whole-fish weight limit");
    } else if (!ciguatera && trade.ciguateraLimits) {
      issue(["ciguateraLimits"], "only products under the ciguatera control carry weight limits");
    }
    trade.forms.forEach((form, index) => {
      for (const [prefix, species] of Object.entries(HS_NAMED_SPECIES_PREFIXES)) {
        if (form.hsCode.startsWith(prefix)) {
          issue(
            ["forms", index, "hsCode"],
            `${form.hsCode} is for ${species}, not ${trade.family}`,
          );
        }
      }
    });
    trade.handling.forEach((entry, index) => {
      if (entry.state !== "frozen" || entry.temperature.maxC <= COLD_STORE_MAX_C) return;
      const months = /^(\d+) months\b/.exec(entry.shelfLife.en)?.[1];
      const kind = FLESH_KIND[trade.family];
      const limit = FROZEN_STORAGE_MONTHS_AT_MINUS_18[kind];
      if (months === undefined) {
        issue(
          ["handling", index, "shelfLife"],
          'a frozen shelf life starts with its months, e.g. "9 months"',
        );
      } else if (Number(months) > limit) {
        issue(
          ["handling", index, "shelfLife"],
          `${kind} ${trade.family} keeps about ${limit} months at −18 °C, not ${months}; a longer life needs a store at ${COLD_STORE_MAX_C} °C or colder`,
        );
      }
    });
  });

export const productSchema = z.object({
  slug,
  category: z.enum(CATEGORY_SLUGS),
  name: localizedText,
  summary: localizedText,
  description: localizedParagraphs,
  images: z.array(imageName).min(1, "needs at least one image"),
  benefits: localizedList("needs at least one benefit"),
  texture: localizedText,
  trade: tradeSchema,
  seoDescription: localizedSeoDescription,
});

const termSchema = z.object({ term: localizedText, description: localizedText });
const stepSchema = z.object({ title: localizedText, text: localizedText });

/** A titled block below a service's main text: numbered steps, or terms with their descriptions. */
export const serviceSectionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("steps"),
    id: slug,
    heading: localizedText,
    intro: localizedText.optional(),
    steps: z.array(stepSchema).min(2, "needs at least two steps"),
  }),
  z.object({
    kind: z.literal("terms"),
    id: slug,
    heading: localizedText,
    intro: localizedText.optional(),
    terms: z.array(termSchema).min(1, "needs at least one term"),
  }),
]);

export const serviceSchema = z.object({
  slug,
  title: localizedText,
  icon: z.enum(SERVICE_ICONS),
  summary: localizedText,
  featured: z.boolean(),
  image: imageName,
  whatWeOffer: localizedParagraphs,
  benefits: localizedList("needs at least one benefit"),
  sections: z.array(serviceSectionSchema).optional(),
  seoDescription: localizedSeoDescription,
});

/** The eleven Incoterms 2020 rules. */
export const INCOTERMS_2020 = [
  "EXW",
  "FCA",
  "CPT",
  "CIP",
  "DAP",
  "DPU",
  "DDP",
  "FAS",
  "FOB",
  "CFR",
  "CIF",
] as const;

/**
 * Rules for sea and inland waterway transport only. ICC Incoterms 2020 advises against them for goods
 * in containers, which are handed over at a terminal before loading: use FCA, CPT or CIP instead.
 */
export const VESSEL_ONLY_INCOTERMS: readonly (typeof INCOTERMS_2020)[number][] = [
  "FAS",
  "FOB",
  "CFR",
  "CIF",
];

export const CONTAINER_KINDS = ["reefer", "dry"] as const;

const incotermSchema = z.object({
  rule: z.enum(INCOTERMS_2020),
  /** The named place, e.g. "Bosaso port container terminal". */
  place: localizedText,
});

const shippingSchema = z
  .object({
    /** By air, or by sea in a container of this kind. */
    transport: z.enum(["air", ...CONTAINER_KINDS]),
    /** Air freight or container, with its temperature. */
    mode: localizedText,
    incoterms: z.array(incotermSchema).min(1, "needs at least one Incoterm"),
    minimumOrder: localizedText,
    leadTime: localizedText,
  })
  .superRefine((shipping, context) => {
    shipping.incoterms.forEach((incoterm, index) => {
      if (VESSEL_ONLY_INCOTERMS.includes(incoterm.rule)) {
        context.addIssue({
          code: "custom",
          path: ["incoterms", index, "rule"],
          message: `${incoterm.rule} is for goods loaded on board a vessel; for ${shipping.transport === "air" ? "air freight" : "containers"} use FCA, CPT or CIP (ICC Incoterms 2020)`,
        });
      }
    });
  });

/** A shipping container's stowage space and the most it may carry. */
const containerSchema = z.object({
  name: localizedText,
  kind: z.enum(CONTAINER_KINDS),
  /** Inside length and width, and the height up to the load line. */
  stowageMm: z.object({ length: millimetres, width: millimetres, height: millimetres }),
  maxPayloadKg: z.number().positive(),
});

/**
 * A document, and the products it comes with: all of them, or those in one of the states, under the
 * control, or of one of the families named.
 */
const documentSchema = z.object({
  term: localizedText,
  description: localizedText,
  states: z.array(state).min(1).optional(),
  control: z.enum(FOOD_SAFETY_CONTROLS).optional(),
  families: z.array(z.enum(SPECIES_FAMILIES)).min(1).optional(),
});

/** The commercial terms every product shares, kept in one place the owner can edit. */
export const tradeTermsSchema = z
  .object({
    /** The day the trade data was last checked, shown on every product page and sheet. */
    dataDate: z.iso.date("must be a date such as 2026-11-23"),
    countryOfOrigin: localizedText,
    faoAreaName: localizedText,
    /**
     * The processing establishment's approval or registration number with the competent authority.
     * Shown on every page and sheet once filled in; absent until the business has one.
     */
    establishmentApproval: z
      .object({ establishment: localizedText, authority: localizedText, number: text })
      .optional(),
    shipping: z.record(state, shippingSchema),
    containers: z.array(containerSchema).min(1, "needs at least one container"),
    paymentTerms: localizedList("needs at least one payment term"),
    documents: z.array(documentSchema).min(1, "needs at least one document"),
    /** The Incoterms offered, by transport, as the export page explains them. */
    incotermsOffered: z.array(termSchema).min(1, "needs at least one entry"),
    markets: z.array(termSchema).min(1, "needs at least one market"),
    /** Markets the goods may not legally enter, and why. */
    marketsExcluded: localizedText,
    orderSteps: z.array(stepSchema).min(2, "needs at least two steps"),
  })
  .superRefine((terms, context) => {
    for (const [stateName, shipping] of Object.entries(terms.shipping)) {
      if (
        shipping.transport !== "air" &&
        !terms.containers.some((c) => c.kind === shipping.transport)
      ) {
        context.addIssue({
          code: "custom",
          path: ["containers"],
          message: `${stateName} goods ship in ${shipping.transport} containers, but none is described`,
        });
      }
    }
  });

export const areaSchema = z.object({
  slug,
  name: text,
  headline: text,
  intro: paragraphs,
  neighbourhoods: z.array(text).min(1),
  services: z.array(z.object({ title: text, description: text })).min(1),
  whyUs: z.array(text).min(1),
  seoDescription,
});

export const slideSchema = z.object({
  image: imageName,
  caption: localizedText,
  alt: localizedText,
});

export type Category = z.infer<typeof categorySchema>;
export type CategorySlug = Category["slug"];
export type Product = z.infer<typeof productSchema>;
export type Trade = z.infer<typeof tradeSchema>;
export type ProductState = (typeof PRODUCT_STATES)[number];
export type SpeciesFamily = (typeof SPECIES_FAMILIES)[number];
export type FoodSafetyControl = (typeof FOOD_SAFETY_CONTROLS)[number];
export type Service = z.infer<typeof serviceSchema>;
export type ServiceSection = z.infer<typeof serviceSectionSchema>;
export type TradeTerms = z.infer<typeof tradeTermsSchema>;
export type Pack = z.infer<typeof packSchema>;
export type Container = TradeTerms["containers"][number];
export type TradeDocument = TradeTerms["documents"][number];
export type ServiceIcon = Service["icon"];
export type Area = z.infer<typeof areaSchema>;
export type Slide = z.infer<typeof slideSchema>;

/**
 * Parses one content module's entries and fails with the file, entry and field named,
 * e.g. `app/content/products.ts: entry 3 ("grouper"), field "name": must not be empty`.
 */
export function parseContent<T extends z.ZodType>(
  file: string,
  schema: T,
  entries: readonly unknown[],
): z.infer<T>[] {
  return entries.map((entry, index) => {
    const result = schema.safeParse(entry);
    if (result.success) return result.data;
    const label = describeEntry(entry, index);
    const problems = result.error.issues
      .map((issue) => `field "${issue.path.join(".") || "(entry)"}": ${issue.message}`)
      .join("; ");
    throw new Error(`${file}: ${label}, ${problems}`);
  });
}

/** Parses a content module that holds a single entry, with the same error messages. */
export function parseEntry<T extends z.ZodType>(
  file: string,
  schema: T,
  entry: unknown,
): z.infer<T> {
  return parseContent(file, schema, [entry])[0]!;
}

function describeEntry(entry: unknown, index: number): string {
  const slugValue =
    typeof entry === "object" && entry !== null && "slug" in entry ? String(entry.slug) : "";
  return slugValue ? `entry ${index + 1} ("${slugValue}")` : `entry ${index + 1}`;
}
