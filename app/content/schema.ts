import { z } from "zod";

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

export const specificationSchema = z.object({ label: text, value: text });

export const productSchema = z.object({
  slug,
  category: z.enum(CATEGORY_SLUGS),
  name: text,
  summary: text,
  description: paragraphs,
  images: z.array(imageName).min(1, "needs at least one image"),
  benefits: z.array(text).min(1, "needs at least one benefit"),
  specifications: z.array(specificationSchema).optional(),
  seoDescription,
});

export const serviceSchema = z.object({
  slug,
  title: text,
  icon: z.enum(SERVICE_ICONS),
  summary: text,
  featured: z.boolean(),
  image: imageName,
  whatWeOffer: paragraphs,
  benefits: z.array(text).min(1, "needs at least one benefit"),
  seoDescription,
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

export const slideSchema = z.object({ image: imageName, caption: text, alt: text });

export type Category = z.infer<typeof categorySchema>;
export type CategorySlug = Category["slug"];
export type Product = z.infer<typeof productSchema>;
export type Specification = z.infer<typeof specificationSchema>;
export type Service = z.infer<typeof serviceSchema>;
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

function describeEntry(entry: unknown, index: number): string {
  const slugValue =
    typeof entry === "object" && entry !== null && "slug" in entry ? String(entry.slug) : "";
  return slugValue ? `entry ${index + 1} ("${slugValue}")` : `entry ${index + 1}`;
}
