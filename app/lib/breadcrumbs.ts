import { type Locale, pathIn } from "~/content/locale";
import { localize } from "~/content/localized";
import { ui } from "~/content/ui";

/** One step of a breadcrumb trail. */
export interface Crumb {
  label: string;
  /** The current page has no link. */
  href?: string;
}

/** A category as a breadcrumb shows it: its name in the page's language. */
interface CrumbCategory {
  name: string;
  slug: string;
}

/** Home > Products > category. Products points at the first category, as in the navigation. */
export function categoryCrumbs(category: CrumbCategory, locale: Locale = "en"): Crumb[] {
  const nav = localize(ui.nav, locale);
  return [
    { label: nav.home, href: pathIn(locale, "/") },
    { label: nav.products, href: pathIn(locale, "/products/fresh-fish") },
    { label: category.name },
  ];
}

/** Home > Products > category > product, with the category linked. */
export function productCrumbs(
  category: CrumbCategory,
  productName: string,
  locale: Locale = "en",
): Crumb[] {
  const [home, products] = categoryCrumbs(category, locale);
  return [
    home!,
    products!,
    { label: category.name, href: pathIn(locale, `/products/${category.slug}`) },
    { label: productName },
  ];
}
