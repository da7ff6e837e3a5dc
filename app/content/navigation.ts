import { categories } from "./categories";
import { services } from "./services";

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

const serviceItems: NavItem[] = services.map((service) => ({
  label: service.title,
  href: `/services/${service.slug}`,
}));

/** Built at pre-render time (content modules never reach the browser bundle) and handed to the layout through the root loader. */
export const navigation: Navigation = {
  sections: [
    {
      id: "products",
      label: "Products",
      href: "/products/fresh-fish",
      items: categories.map((category) => ({
        label: category.name,
        href: `/products/${category.slug}`,
      })),
    },
    { id: "services", label: "Services", href: "/services", items: serviceItems },
  ],
  quickLinks: [
    { label: "Services", href: "/services" },
    { label: "About", href: "/about" },
    { label: "Contact", href: "/contact" },
  ],
  footerServices: serviceItems.slice(0, FOOTER_SERVICE_COUNT),
};
