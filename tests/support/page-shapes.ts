/** One pre-rendered page of each shape (one per route module), for the audit and the speed tests. */
export const PAGE_SHAPES = [
  "/",
  "/about",
  "/contact",
  "/services",
  "/products/frozen-fish",
  "/products/fresh-fish/king-fish",
  "/services/cold-storage",
  "/areas/east-london",
  "/offer",
  "/services/business-offer",
] as const;

/** The Arabic edition of each page shape that has one, for the same audit and checks. */
export const ARABIC_PAGE_SHAPES = [
  "/ar",
  "/ar/about",
  "/ar/contact",
  "/ar/services",
  "/ar/products/frozen-fish",
  "/ar/products/fresh-fish/king-fish",
  "/ar/services/cold-storage",
] as const;

/** The widths the pages are checked at: a phone's and a laptop's. */
export const PHONE_WIDTH = 375;
export const DESKTOP_WIDTH = 1280;
export const WIDTHS = [PHONE_WIDTH, DESKTOP_WIDTH] as const;
