import { about } from "../../app/content/about";
import { areas } from "../../app/content/areas";
import { productPath } from "../../app/content/catalog";
import { categories } from "../../app/content/categories";
import { contactPage } from "../../app/content/contact";
import { home } from "../../app/content/home";
import { packageOffer, trialOffer } from "../../app/content/offers";
import { products } from "../../app/content/products";
import { services, servicesPage } from "../../app/content/services";

export interface ExpectedPage {
  path: string;
  /** The page's h1. */
  heading: string;
  /** A sentence of the page's body text. */
  text: string;
}

/** Every pre-rendered public route (docs/requirements.md#routes), with its h1 and a sentence of its text. */
export const pages: ExpectedPage[] = [
  { path: "/", heading: home.hero.heading.en, text: home.hero.intro.en },
  { path: "/contact", heading: contactPage.heading.en, text: contactPage.intro.en },
  { path: "/about", heading: about.heading.en, text: about.story.paragraphs[0]!.en },
  { path: "/services", heading: servicesPage.heading, text: servicesPage.intro },
  { path: "/offer", heading: trialOffer.hero.heading, text: trialOffer.guarantee.text },
  {
    path: "/services/business-offer",
    heading: packageOffer.hero.heading,
    text: packageOffer.afterPackage.text,
  },
  ...categories.map((category) => ({
    path: `/products/${category.slug}`,
    heading: category.name,
    text: category.intro[0]!,
  })),
  ...products.map((product) => ({
    path: productPath(product),
    heading: product.name,
    text: product.description[0]!,
  })),
  ...services.map((service) => ({
    path: `/services/${service.slug}`,
    heading: service.title,
    text: service.whatWeOffer[0]!,
  })),
  ...areas.map((area) => ({
    path: `/areas/${area.slug}`,
    heading: area.headline,
    text: area.intro[0]!,
  })),
];

/** Escapes text the way React writes it into HTML, so it can be found in the raw page. */
export function htmlEscape(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}
