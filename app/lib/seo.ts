import type { MetaDescriptor } from "react-router";

import { hasArabicEdition, LOCALE_INFO, type Locale, LOCALES, pathIn } from "~/content/locale";
import { site } from "~/content/site";

/** Search engines cut titles at about 60 characters. */
export const TITLE_MAX_LENGTH = 60;

export type ShareImage = "home" | "product" | "service" | "company" | "offer";

export interface PageSeo {
  /** The page's own title; the site name is appended when it fits. */
  title: string;
  description: string;
  /** The page's English path; the Arabic edition's is the same under /ar. */
  path: string;
  /** The language of this edition of the page (English when absent). */
  locale?: Locale;
  shareImage?: ShareImage;
  type?: "website" | "article" | "product";
  /** JSON-LD blocks (schema.org), built at pre-render time by ~/lib/structured-data. */
  structuredData?: Record<string, unknown>[];
  /** Kept out of search results (the thank-you page, the inbox). */
  noindex?: boolean;
}

export function absoluteUrl(path: string): string {
  return path === "/" ? `${site.origin}/` : `${site.origin}${path}`;
}

/** "Grouper | Puntland Seafood", or the bare title when the suffix would push it past 60 characters. */
export function pageTitle(title: string): string {
  if (title.includes(site.name)) return title;
  const full = `${title} | ${site.name}`;
  return full.length <= TITLE_MAX_LENGTH ? full : title;
}

/**
 * The hreflang links of a page with both editions: each language's URL, and English as the
 * default for every other language. None for an English-only page.
 */
export function languageAlternates(path: string): MetaDescriptor[] {
  if (!hasArabicEdition(path)) return [];
  return [
    ...LOCALES.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: locale,
      href: absoluteUrl(pathIn(locale, path)),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(pathIn("en", path)),
    },
  ];
}

/**
 * Title, description, canonical URL (each edition its own), language alternates, Open Graph and
 * Twitter card tags for one page.
 */
export function pageMeta({
  title,
  description,
  path,
  locale = "en",
  shareImage = "home",
  type = "website",
  structuredData = [],
  noindex = false,
}: PageSeo): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(pathIn(locale, path));
  const alternates = noindex ? [] : languageAlternates(path);
  const otherLocales = alternates.length > 0 ? LOCALES.filter((other) => other !== locale) : [];
  const image = absoluteUrl(`/generated/share/${shareImage}.png`);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...alternates,
    { property: "og:type", content: type === "product" ? "product" : type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: LOCALE_INFO[locale].ogLocale },
    ...otherLocales.map((other) => ({
      property: "og:locale:alternate",
      content: LOCALE_INFO[other].ogLocale,
    })),
    // X reads the title, description and picture from the Open Graph tags above when the card
    // names none of its own: written once, they cost every page's first round trip once.
    { name: "twitter:card", content: "summary_large_image" },
    ...[webPageData(fullTitle, description, url, locale), ...structuredData].map((data) => ({
      "script:ld+json": data,
    })),
  ];
}

/** The page itself for search engines, with its language. */
function webPageData(name: string, description: string, url: string, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name,
    description,
    url,
    inLanguage: LOCALE_INFO[locale].tag,
  };
}
