import { categories } from "./categories";
import { type Locale, pathIn } from "./locale";
import { localize } from "./localized";
import { services } from "./services";
import { ui } from "./ui";

/** The footer lists the first services only, as the specification's footer does. */
export const FOOTER_SERVICE_COUNT = 5;

export interface NavItem {
  label: string;
  href: string;
}

export interface NavSection extends NavItem {
  id: "products" | "services";
  items: NavItem[];
}

export interface Navigation {
  sections: NavSection[];
  quickLinks: NavItem[];
  footerServices: NavItem[];
}

/**
 * The navigation in one language, built at pre-render time (content modules never reach the
 * browser bundle) and handed to the layout through its loader.
 */
export function navigationIn(locale: Locale): Navigation {
  const text = localize(ui.nav, locale);
  const item = (label: string, path: string): NavItem => ({ label, href: pathIn(locale, path) });
  const serviceItems = services.map((service) =>
    item(localize(service.title, locale), `/services/${service.slug}`),
  );
  return {
    sections: [
      {
        id: "products",
        ...item(text.products, "/products/fresh-fish"),
        items: categories.map((category) =>
          item(localize(category.name, locale), `/products/${category.slug}`),
        ),
      },
      { id: "services", ...item(text.services, "/services"), items: serviceItems },
    ],
    quickLinks: [
      item(text.services, "/services"),
      item(text.about, "/about"),
      item(text.contact, "/contact"),
    ],
    footerServices: serviceItems.slice(0, FOOTER_SERVICE_COUNT),
  };
}
