import { z } from "zod";

import { localizedText } from "./localized";

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
const seoDescription = z
  .string()
  .min(SEO_DESCRIPTION_MIN, `must be at least ${SEO_DESCRIPTION_MIN} characters`)
  .max(SEO_DESCRIPTION_MAX, `must be at most ${SEO_DESCRIPTION_MAX} characters`);

export const categorySchema = z.object({
  slug: z.enum(CATEGORY_SLUGS),
  name: text,
  description: text,
  intro: paragraphs,
  image: imageName,
  showBreadcrumbs: z.boolean(),
  seoDescription,
});

/** How a product is kept and shipped; each state has its own HS codes, storage and packing. */
export const PRODUCT_STATES = ["chilled", "frozen", "live", "dried"] as const;

export const SPECIES_FAMILIES = [
  "Scombridae",
  "Serranidae",
  "Lutjanidae",
  "Palinuridae",
  "Clupeidae",
] as const;

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
 * 0302 fresh or chilled fish, 0303 frozen fish, 0304.4/0304.5 fresh fillets and fish meat,
 * 0304.8/0304.9 frozen fillets and fish meat, 0305.5 dried fish, 0306.1 frozen crustaceans,
 * 0306.3 live, fresh or chilled crustaceans.
 */
export const HS_PREFIXES = {
  chilled: ["0302.", "0304.4", "0304.5"],
  frozen: ["0303.", "0304.8", "0304.9", "0306.1"],
  live: ["0306.3"],
  dried: ["0305.5"],
} as const satisfies Record<(typeof PRODUCT_STATES)[number], readonly string[]>;

const state = z.enum(PRODUCT_STATES);
const hsCode = z.string().regex(/^\d{4}\.\d{2}$/, "must be a 6-digit HS 2022 code such as 0302.33");

const productFormSchema = z.object({
  state,
  /** The forms and cuts sold under one HS code, e.g. whole round, whole gutted, steaks. */
  forms: z.array(text).min(1, "needs at least one form"),
  hsCode,
});

const handlingSchema = z.object({
  state,
  temperature: z.object({ minC: z.number().optional(), maxC: z.number() }),
  /** Where and how it is kept at that temperature. */
  conditions: text,
  shelfLife: text,
  /** What the shelf life assumes: temperature, packing and, for dried fish, moisture and salt. */
  basis: text,
  packing: text,
  /** Net weight per pack, declared without ice or glaze. */
  netWeight: text,
  /** Glaze as a percentage of the glazed weight; frozen products must declare it. */
  glazePercent: z.object({ min: z.number().min(0), max: z.number().max(20) }).optional(),
});

export const tradeSchema = z
  .object({
    /** One species, or the genus with the species it covers when one trade name covers several. */
    scientificName: text,
    family: z.enum(SPECIES_FAMILIES),
    catchArea: z.object({ faoMajorArea: z.literal(51), waters: text }),
    fishingMethod: text,
    season: text,
    sizeGrades: z.array(text).min(1, "needs at least one size grade"),
    forms: z.array(productFormSchema).min(1, "needs at least one form"),
    handling: z.array(handlingSchema).min(1, "needs storage and packing for each state"),
    foodSafety: z.array(z.enum(FOOD_SAFETY_CONTROLS)),
    halal: text,
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
  });

export const productSchema = z.object({
  slug,
  category: z.enum(CATEGORY_SLUGS),
  name: text,
  summary: text,
  description: paragraphs,
  images: z.array(imageName).min(1, "needs at least one image"),
  benefits: z.array(text).min(1, "needs at least one benefit"),
  texture: text,
  trade: tradeSchema,
  seoDescription,
});

const termSchema = z.object({ term: text, description: text });
const stepSchema = z.object({ title: text, text });

/** A titled block below a service's main text: numbered steps, or terms with their descriptions. */
export const serviceSectionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("steps"),
    id: slug,
    heading: text,
    intro: text.optional(),
    steps: z.array(stepSchema).min(2, "needs at least two steps"),
  }),
  z.object({
    kind: z.literal("terms"),
    id: slug,
    heading: text,
    intro: text.optional(),
    terms: z.array(termSchema).min(1, "needs at least one term"),
  }),
]);

export const serviceSchema = z.object({
  slug,
  title: text,
  icon: z.enum(SERVICE_ICONS),
  summary: text,
  featured: z.boolean(),
  image: imageName,
  whatWeOffer: paragraphs,
  benefits: z.array(text).min(1, "needs at least one benefit"),
  sections: z.array(serviceSectionSchema).optional(),
  seoDescription,
});

const shippingSchema = z.object({
  /** Air freight or container, with its temperature. */
  mode: text,
  /** Incoterms 2020 rules with their named place, e.g. "FOB Bosaso". */
  incoterms: z.array(text).min(1, "needs at least one Incoterm"),
  minimumOrder: text,
  leadTime: text,
});

/** The commercial terms every product shares, kept in one place the owner can edit. */
export const tradeTermsSchema = z.object({
  /** The day the trade data was last checked, shown on every product page and sheet. */
  dataDate: z.iso.date("must be a date such as 2026-11-23"),
  countryOfOrigin: text,
  faoAreaName: text,
  shipping: z.record(state, shippingSchema),
  paymentTerms: z.array(text).min(1, "needs at least one payment term"),
  documents: z.array(termSchema).min(1, "needs at least one document"),
  markets: z.array(termSchema).min(1, "needs at least one market"),
  /** Markets the goods may not legally enter, and why. */
  marketsExcluded: text,
  orderSteps: z.array(stepSchema).min(2, "needs at least two steps"),
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
