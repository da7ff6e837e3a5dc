import { areas } from "./areas";
import { categories } from "./categories";
import { hasArabicEdition, pathIn, type Locale } from "./locale";
import { products } from "./products";
import type { Product } from "./schema";
import { services } from "./services";

export function findCategory(slug: string | undefined) {
  return categories.find((category) => category.slug === slug);
}

export function productsIn(categorySlug: string): Product[] {
  return products.filter((product) => product.category === categorySlug);
}

export function findProduct(categorySlug: string | undefined, slug: string | undefined) {
  return products.find((product) => product.category === categorySlug && product.slug === slug);
}

export function productPath(product: Pick<Product, "category" | "slug">): string {
  return `/products/${product.category}/${product.slug}`;
}

/** Where the specification sheets are served from. */
export const SPEC_SHEETS_PATH = "/assets/spec-sheets";

/** The folder of one language's sheets: English at SPEC_SHEETS_PATH, Arabic in its "ar". */
export function specSheetFolder(locale: Locale): string {
  return locale === "en" ? SPEC_SHEETS_PATH : `${SPEC_SHEETS_PATH}/${locale}`;
}

/**
 * The product's PDF specification sheet in a language, written at build time by
 * scripts/build-spec-sheets.ts: "/assets/spec-sheets/grouper.pdf", ".../ar/grouper.pdf".
 */
export function specSheetPath(product: Pick<Product, "slug">, locale: Locale = "en"): string {
  return `${specSheetFolder(locale)}/${product.slug}.pdf`;
}

export function findService(slug: string | undefined) {
  return services.find((service) => service.slug === slug);
}

export function findArea(slug: string | undefined) {
  return areas.find((area) => area.slug === slug);
}

/** Pages that are pre-rendered but kept out of the sitemap and search results. */
export const UNLISTED_PATHS = [
  "/thank-you",
  pathIn("ar", "/thank-you"),
  "/inbox",
  "/inbox/lead",
  "/inbox/audit",
  "/inbox/overview",
] as const;

/** Every path to pre-render: the listed pages, then the unlisted ones. */
export function prerenderPaths(): string[] {
  return [...allPaths(), ...UNLISTED_PATHS];
}

/** Every listed page path (the sitemap): the English pages, then their Arabic editions. */
export function allPaths(): string[] {
  const english = englishPaths();
  return [...english, ...arabicPaths(english)];
}

/** The Arabic editions of the given English pages (those that have one). */
export function arabicPaths(english: readonly string[] = englishPaths()): string[] {
  return english.filter(hasArabicEdition).map((path) => pathIn("ar", path));
}

/** Every listed English page path, in the order of the specification's route table. */
export function englishPaths(): string[] {
  return [
    "/",
    "/contact",
    "/about",
    "/services",
    "/offer",
    "/services/business-offer",
    ...categories.map((category) => `/products/${category.slug}`),
    ...products.map(productPath),
    ...services.map((service) => `/services/${service.slug}`),
    ...areas.map((area) => `/areas/${area.slug}`),
  ];
}
