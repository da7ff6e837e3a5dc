/**
 * The site's two languages. English pages live at their plain paths; the Arabic edition of every
 * page a seafood buyer reads lives at the same path under /ar. The cleaning and coaching pages
 * left over from an earlier business stay English only.
 */

export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

/** The path prefix of the Arabic edition. */
export const ARABIC_PREFIX = "/ar";

export interface LocaleInfo {
  /** The `lang` attribute of the page. */
  tag: string;
  dir: "ltr" | "rtl";
  /** Open Graph's locale. */
  ogLocale: string;
  /** The language's own name, as its language link shows it. */
  name: string;
  /** The English name, for the business's e-mail and inbox. */
  englishName: string;
  /** Intl locale for numbers and dates: Arabic with Latin digits and the Gregorian calendar. */
  intl: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: {
    tag: "en-GB",
    dir: "ltr",
    ogLocale: "en_GB",
    name: "English",
    englishName: "English",
    intl: "en-GB",
  },
  ar: {
    tag: "ar",
    dir: "rtl",
    ogLocale: "ar_AR",
    name: "العربية",
    englishName: "Arabic",
    intl: "ar-u-nu-latn-ca-gregory",
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language of a page path: Arabic under /ar, English everywhere else. */
export function localeOfPath(pathname: string): Locale {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? "ar" : "en";
}

/** The English path of a page path: "/ar/about" → "/about", "/ar" → "/". */
export function basePath(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(ARABIC_PREFIX.length) || "/";
}

/** The path of a page in a language: ("/about", "ar") → "/ar/about", ("/", "ar") → "/ar". */
export function pathIn(locale: Locale, path: string): string {
  const base = basePath(path);
  if (locale === "en") return base;
  return base === "/" ? ARABIC_PREFIX : `${ARABIC_PREFIX}${base}`;
}

/** Pages of the earlier cleaning and coaching business, and the owner's inbox: English only. */
const ENGLISH_ONLY = [
  /^\/offer$/,
  /^\/services\/business-offer$/,
  /^\/areas(\/|$)/,
  /^\/inbox(\/|$)/,
];

/** Whether a page (given by any of its paths) has an Arabic edition. */
export function hasArabicEdition(pathname: string): boolean {
  const base = basePath(pathname);
  return !ENGLISH_ONLY.some((pattern) => pattern.test(base));
}
