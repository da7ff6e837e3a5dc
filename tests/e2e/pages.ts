import { about } from "../../app/content/about";
import { areas } from "../../app/content/areas";
import { productPath } from "../../app/content/catalog";
import { categories } from "../../app/content/categories";
import { contactPage } from "../../app/content/contact";
import { home } from "../../app/content/home";
import { packageOffer, trialOffer } from "../../app/content/offers";
import { products } from "../../app/content/products";
import { services, servicesPage } from "../../app/content/services";
import { hasArabicEdition, type Locale, pathIn } from "../../app/content/locale";
import { localize } from "../../app/content/localized";

export interface ExpectedPage {
  path: string;
  /** The page's h1. */
  heading: string;
  /** A sentence of the page's body text. */
  text: string;
}

/** Every pre-rendered public page in one language (docs/requirements.md#routes), with its h1 and a sentence of its text. */
export function pagesIn(locale: Locale): ExpectedPage[] {
  const text = <T>(value: T) => localize(value, locale);
  const all: ExpectedPage[] = [
    { path: "/", heading: text(home.hero.heading), text: text(home.hero.intro) },
    { path: "/contact", heading: text(contactPage.heading), text: text(contactPage.intro) },
    { path: "/about", heading: text(about.heading), text: text(about.story.paragraphs[0]!) },
    { path: "/services", heading: text(servicesPage.heading), text: text(servicesPage.intro) },
    { path: "/offer", heading: trialOffer.hero.heading, text: trialOffer.guarantee.text },
    {
      path: "/services/business-offer",
      heading: packageOffer.hero.heading,
      text: packageOffer.afterPackage.text,
    },
    ...categories.map((category) => ({
      path: `/products/${category.slug}`,
      heading: text(category.name),
      text: text(category.intro[0]!),
    })),
    ...products.map((product) => ({
      path: productPath(product),
      heading: text(product.name),
      text: text(product.description[0]!),
    })),
    ...services.map((service) => ({
      path: `/services/${service.slug}`,
      heading: text(service.title),
      text: text(service.whatWeOffer[0]!),
    })),
    ...areas.map((area) => ({
      path: `/areas/${area.slug}`,
      heading: area.headline,
      text: area.intro[0]!,
    })),
  ];
  if (locale === "en") return all;
  return all
    .filter((page) => hasArabicEdition(page.path))
    .map((page) => ({ ...page, path: pathIn(locale, page.path) }));
}

/** Every pre-rendered English page. */
export const pages: ExpectedPage[] = pagesIn("en");

/** Every pre-rendered Arabic page. */
export const arabicPages: ExpectedPage[] = pagesIn("ar");

/**
 * The raw HTML without the inline marks the pages put inside running text (Latin names marked
 * lang="la", left-to-right runs on Arabic pages), so that a sentence can be found whole.
 */
export function withoutInlineMarks(html: string): string {
  return html.replace(
    /<i lang="la"(?: dir="ltr")?>|<bdi dir="ltr"(?: class="whitespace-nowrap")?>|<\/i>|<\/bdi>/g,
    "",
  );
}

/** Escapes text the way React writes it into HTML, so it can be found in the raw page. */
export function htmlEscape(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}
