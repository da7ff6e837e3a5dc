import type { MetaDescriptor } from "react-router";

import { site } from "~/content/site";

/** Search engines cut titles at about 60 characters. */
export const TITLE_MAX_LENGTH = 60;

export type ShareImage = "home" | "product" | "service" | "company" | "offer";

export interface PageSeo {
  /** The page's own title; the site name is appended when it fits. */
  title: string;
  description: string;
  path: string;
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

/** Title, description, canonical URL, Open Graph and Twitter card tags for one page. */
export function pageMeta({
  title,
  description,
  path,
  shareImage = "home",
  type = "website",
  structuredData = [],
  noindex = false,
}: PageSeo): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  const image = absoluteUrl(`/generated/share/${shareImage}.png`);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type === "product" ? "product" : type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}
