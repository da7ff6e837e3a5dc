import { markText } from "~/lib/marked-text";
import { useOptionalUi } from "~/lib/use-ui";

/**
 * A content text with its Latin names marked `lang="la"` and, on Arabic pages, its codes and
 * figures isolated left to right, so they read correctly inside right-to-left text; an isolated
 * run is short and never broken across lines, where its pieces would swap sides.
 */
export function MarkedText({ text }: { text: string }) {
  const locale = useOptionalUi()?.locale ?? "en";
  const runs = markText(text, locale);
  if (runs.length === 1 && !runs[0]!.mark) return text;
  return (
    <>
      {runs.map((run, index) => {
        if (run.mark === "latin") {
          return (
            <i key={index} lang="la" dir={locale === "ar" ? "ltr" : undefined}>
              {run.text}
            </i>
          );
        }
        if (run.mark === "ltr") {
          return (
            <bdi key={index} dir="ltr" className="whitespace-nowrap">
              {run.text}
            </bdi>
          );
        }
        return run.text;
      })}
    </>
  );
}
