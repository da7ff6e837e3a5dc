import { createContext, use } from "react";

import { type Locale, pathIn } from "~/content/locale";
import type { Resolved } from "~/content/localized";
import type { LayoutUiGroup, ui } from "~/content/ui";

/**
 * The layout's groups of the interface's words, in the page's language. A page's own groups come
 * with its loader's data (`uiGroups`), so no page carries another page's words.
 */
export type Ui = Resolved<Pick<typeof ui, LayoutUiGroup>>;

export interface PageLanguage {
  locale: Locale;
  ui: Ui;
}

/** Provided by the site layout from its loader's data, so no dictionary is in the bundle. */
export const PageLanguageContext = createContext<PageLanguage | null>(null);

/** The page's language, its interface words, and `href` for a link to a page in the same language. */
export function useUi() {
  const language = use(PageLanguageContext);
  if (!language) throw new Error("useUi() needs the site layout's PageLanguageContext");
  const { locale } = language;
  return { ...language, href: (path: string) => pathIn(locale, path) };
}

/**
 * The page's language where there is one (the public site), or null outside it: the owner's
 * inbox and unit tests of single components, which are English.
 */
export function useOptionalUi(): PageLanguage | null {
  return use(PageLanguageContext);
}
