import { data } from "react-router";

import type { Locale } from "~/content/locale";

/**
 * The language of a page from its route's ":lang?" segment: none is English, "ar" Arabic, and
 * anything else is not a page of the site (404, which ends on the home page).
 */
export function pageLocale(params: { lang?: string }): Locale {
  if (params.lang === undefined) return "en";
  if (params.lang === "ar") return "ar";
  throw data(null, { status: 404 });
}
