import { Info } from "lucide-react";

import { PLACEHOLDER_EMAIL, PLACEHOLDER_ORIGIN } from "~/content/placeholders";

import { TechnicalDetails } from "./technical-details";

const SHOWN: Record<string, string> = {
  VITE_SITE_EMAIL: `the e-mail address ${PLACEHOLDER_EMAIL}`,
  VITE_SITE_ORIGIN: `the web address ${PLACEHOLDER_ORIGIN}`,
};

/**
 * Under every signed-in inbox page's heading while the site was built with the owner's facts
 * still at their placeholders (app/content/placeholders.ts): buyers would see a stranger's
 * e-mail address, and search engines another site's address.
 */
export function PlaceholderBanner({ variables }: { variables: readonly string[] }) {
  if (variables.length === 0) return null;
  const shown = variables.map((name) => SHOWN[name] ?? name).join(" and ");
  return (
    <section
      aria-labelledby="placeholder-banner"
      className="mt-4 grid grid-cols-1 gap-2 rounded-xl border-2 border-navy-700 bg-ocean-50 p-4 text-ink"
    >
      <p id="placeholder-banner" className="flex items-start gap-2 font-bold text-navy-900">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        The site still shows placeholders: {shown}.
      </p>
      <TechnicalDetails
        summary="What to do"
        advice={`Set ${variables.join(" and ")} to the business's own values when the site is built (README, “Deploying”), build it again and restart the server.`}
        lines={[]}
      />
    </section>
  );
}
