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
