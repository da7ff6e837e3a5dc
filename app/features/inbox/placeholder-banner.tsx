import { Info } from "lucide-react";

import { PLACEHOLDER_EMAIL, PLACEHOLDER_ORIGIN } from "~/content/placeholders";

const SHOWN: Record<string, { what: string; value: string }> = {
  VITE_SITE_EMAIL: { what: "e-mail address", value: PLACEHOLDER_EMAIL },
  VITE_SITE_ORIGIN: { what: "web address", value: PLACEHOLDER_ORIGIN },
};

/**
 * Under every signed-in inbox page's heading while the site was built with the owner's facts
 * still at their placeholders (app/content/placeholders.ts): buyers would see a stranger's
 * e-mail address, and search engines another site's address. One folded line, so that on a
 * phone the leads still start on the first screen below the delivery banner.
 */
export function PlaceholderBanner({ variables }: { variables: readonly string[] }) {
  if (variables.length === 0) return null;
  const shown = variables.map((name) => SHOWN[name] ?? { what: name, value: name });
  return (
    <section
      aria-labelledby="placeholder-banner"
      className="mt-3 rounded-lg border border-navy-700 bg-ocean-50 px-3 text-sm text-ink"
    >
      <details>
        <summary
          id="placeholder-banner"
          className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-navy-900"
        >
          <Info aria-hidden="true" className="size-4 shrink-0" />
          The site still shows a placeholder {shown.map((fact) => fact.what).join(" and ")}
        </summary>
        <p className="pb-3">
          It shows {shown.map((fact) => fact.value).join(" and ")}. Set {variables.join(" and ")} to
          the business&apos;s own when the site is built (README, “Operations”), build it again and
          restart the server.
        </p>
      </details>
    </section>
  );
}
