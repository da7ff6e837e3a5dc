import { Languages } from "lucide-react";
import { useLocation } from "react-router";

import { hasArabicEdition, LOCALE_INFO, pathIn } from "~/content/locale";
import { cn } from "~/lib/cn";
import { useUi } from "~/lib/use-ui";

/**
 * The same page in the other language, named in that language. A page that exists only in
 * English links to the Arabic home page. A full page load: the layout's words, the direction
 * and the font all change with the language.
 */
export function LanguageLink({ className }: { className?: string }) {
  const { locale, ui } = useUi();
  const { pathname } = useLocation();
  const other = locale === "en" ? "ar" : "en";
  const target = hasArabicEdition(pathname) ? pathIn(other, pathname) : pathIn(other, "/");
  const info = LOCALE_INFO[other];
  return (
    <a
      href={target}
      hrefLang={info.tag}
      lang={info.tag}
      dir={info.dir}
      title={ui.language.switchDescription}
      className={cn(
        "min-h-11 items-center gap-1.5 rounded-md px-2 font-semibold whitespace-nowrap text-navy-900 hover:text-ocean-700",
        className ?? "inline-flex",
      )}
    >
      <Languages aria-hidden="true" className="size-5" />
      {info.name}
    </a>
  );
}
