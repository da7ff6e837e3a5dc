/**
 * A page's language for component tests: the interface words the site layout hands down, and
 * the forms' words a page's loader hands its forms, in English or Arabic.
 */
import { confirmationWords, formWords } from "~/content/forms";
import type { Locale } from "~/content/locale";
import { localize } from "~/content/localized";
import { ui } from "~/content/ui";
import { PageLanguageContext } from "~/lib/use-ui";

export function InLanguage({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <PageLanguageContext value={{ locale, ui: localize(ui, locale) }}>
      {children}
    </PageLanguageContext>
  );
}

/** Every form's words and the confirmation's, as a page's loader resolves them. */
export function formTextIn(locale: Locale) {
  return localize({ ...formWords, confirmation: confirmationWords }, locale);
}
