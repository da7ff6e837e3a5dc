import { ListFilter, TriangleAlert } from "lucide-react";
import { Link } from "react-router";

import type { AttentionAnswer } from "~/contracts/inbox";
import { INBOX_PATH } from "~/contracts/inbox-paths";

import { explainDeliveryError } from "./delivery-errors";
import { CHANNEL_LABELS, formatWhen, leadCount } from "./inbox-format";
import { SHOW_FAILING_STATE } from "./list-requests";
import { TechnicalDetails } from "./technical-details";
import { useNow } from "./use-now";

const BANNER_CLASS =
  "mt-4 grid grid-cols-1 gap-2 rounded-xl border-2 border-coral-800 bg-coral-100 p-4 text-ink";
const TITLE_CLASS = "flex items-start gap-2 font-bold text-coral-800";

/**
 * Under every inbox page's heading while leads are not reaching the owner: delivery is not set
 * up at all, or it has failed for some lead (still trying, or given up).
 */
export function DeliveryBanner({ answer }: { answer: AttentionAnswer }) {
  const now = useNow();
  const { channels, failingLeads, failingSince, latest } = answer.delivery;
  if (channels.length === 0) {
    return (
      <section aria-labelledby="delivery-banner" className={BANNER_CLASS}>
        <p id="delivery-banner" className={TITLE_CLASS}>
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          Leads are not e-mailed: e-mail is not set up on the server.
        </p>
        <TechnicalDetails
          summary="What to do"
          advice="New leads are kept here in the inbox only. To have each one e-mailed, set SMTP_URL (with LEADS_TO and MAIL_FROM) on the server and restart it; then “Retry delivery now” on a lead sends it."
          lines={[]}
        />
      </section>
    );
  }
  if (failingLeads === 0) return null;
  const explanation = latest ? explainDeliveryError(latest.channel, latest.error) : null;
  const since = failingSince === null ? "" : ` since ${formatWhen(failingSince, now)}`;
  return (
    <section aria-labelledby="delivery-banner" className={BANNER_CLASS}>
      <p id="delivery-banner" className={TITLE_CLASS}>
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Delivery is failing{since}: {leadCount(failingLeads)} not sent.
      </p>
      {latest && explanation ? (
        <p>
          <span className="font-semibold">Why: </span>
          {explanation.reason} ({CHANNEL_LABELS[latest.channel].toLowerCase()},{" "}
          {formatWhen(latest.at, now)}).
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-x-6">
        <Link
          to={INBOX_PATH}
          state={SHOW_FAILING_STATE}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-900 underline underline-offset-4 hover:text-ocean-700"
        >
          <ListFilter aria-hidden="true" className="size-5" />
          Show the leads not sent
        </Link>
        {latest && explanation ? (
          <TechnicalDetails
            summary="What to do"
            advice={explanation.advice}
            lines={latest.error ? [latest.error] : []}
          />
        ) : null}
      </div>
    </section>
  );
}
