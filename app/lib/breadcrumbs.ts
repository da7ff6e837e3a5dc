import type { Category } from "~/content/schema";

/** One step of a breadcrumb trail. */
export interface Crumb {
  label: string;
  /** The current page has no link. */
  href?: string;
}

/** Home > Products > category. Products points at the first category, as in the navigation. */
export function categoryCrumbs(category: Pick<Category, "name" | "slug">): Crumb[] {
  return [
    { label: "Home", href: "/" },
    { label: "Products", href: "/products/fresh-fish" },
    { label: category.name },
  ];
}

/** Home > Products > category > product, with the category linked. */
export function productCrumbs(
  category: Pick<Category, "name" | "slug">,
  productName: string,
): Crumb[] {
  const [home, products] = categoryCrumbs(category);
  return [
    home!,
    products!,
    { label: category.name, href: `/products/${category.slug}` },
    { label: productName },
  ];
}
