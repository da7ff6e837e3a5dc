import { ArrowLeft, RotateCw } from "lucide-react";
import { Link } from "react-router";

import { buttonClass } from "~/components/ui/button";
import type { LeadDetailAnswer } from "~/contracts/inbox";
import { INBOX_PATH } from "~/contracts/inbox-paths";

import { BUSINESS_TIME_NAME } from "~/contracts/business-time";

import { ContactActions } from "./contact-actions";
import { DeliveryHistory } from "./delivery-history";
import { EmailText } from "./email-text";
import { formatLongDateTime, isoDateTime, languageName } from "./inbox-format";
import { InboxHeading } from "./inbox-heading";
import { LeadActions } from "./lead-actions";
import { DeliveryBadge, LanguageBadge, StatusBadge } from "./lead-badges";
import { useLead } from "./use-lead";
import { useNow } from "./use-now";

/** A value that is one e-mail address, shown so that it never breaks inside a word. */
const EMAIL_VALUE = /^[^\s@]+@[^\s@]+$/;

const MISSING = "This lead does not exist (any more).";

function BackToLeads() {
  return (
    <Link
      to={INBOX_PATH}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-ocean-700 underline underline-offset-4 hover:text-navy-900"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      All leads
    </Link>
  );
}

/** One lead (`id` from the page's address; null when the address has none). */
export function LeadPage({ id }: { id: string | null }) {
  if (!id)
    return (
      <LeadFrame title="Lead not found">
        <Missing message={MISSING} />
      </LeadFrame>
    );
  // A new id is a new page: nothing of the previous lead's state carries over.
  return <LoadedLead key={id} id={id} />;
}

/**
 * The back link and the h1, the same elements whatever the state: the h1 keeps the focus it
 * was given on arrival while the lead loads.
 */
function LeadFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <BackToLeads />
      <InboxHeading className="mt-4">{title}</InboxHeading>
      {children}
    </>
  );
}

function Missing({ message }: { message: string }) {
  return <p className="mt-4 text-lg text-ink">{message}</p>;
}

function LoadedLead({ id }: { id: string }) {
  const lead = useLead(id);
  const { state } = lead;
  if (state.status === "loading") {
    return (
      <LeadFrame title="Lead">
        <p role="status" className="mt-4 text-lg text-muted">
          Loading the lead…
        </p>
      </LeadFrame>
    );
  }
  if (state.status === "failed") {
    if (state.error.status === 404) {
      return (
        <LeadFrame title="Lead not found">
          <Missing message={state.error.message} />
        </LeadFrame>
      );
    }
    return (
      <LeadFrame title="Lead">
        <p role="alert" className="mt-4 text-lg font-semibold text-danger">
          {state.error.message}
        </p>
        <button type="button" onClick={lead.reload} className={buttonClass("ocean", "mt-6")}>
          <RotateCw aria-hidden="true" className="size-5" />
          Try again
        </button>
      </LeadFrame>
    );
  }
  return (
    <LeadFrame title={state.data.lead.subject}>
      <LeadDetail answer={state.data} actions={lead} />
    </LeadFrame>
  );
}

function LeadDetail({
  answer,
  actions,
}: {
  answer: LeadDetailAnswer;
  actions: ReturnType<typeof useLead>;
}) {
  const { lead, deliveries, retryable } = answer;
  const now = useNow();
  return (
    <>
      <p className="mt-3 text-ink">
        Received{" "}
        <time dateTime={isoDateTime(lead.receivedAt)} className="font-semibold">
          {formatLongDateTime(lead.receivedAt)}
        </time>{" "}
        ({BUSINESS_TIME_NAME}) through the {lead.formTitle}
        {lead.page ? (
          <>
            {" "}
            on the page <span className="font-semibold wrap-break-word">{lead.page}</span>
          </>
        ) : null}
        .
      </p>
      <p className="mt-2 text-ink">
        Reference <span className="font-mono font-semibold">{lead.reference}</span>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">. </span>
        Language: {languageName(lead.lang)}
        {lead.lang === "en" ? null : (
          <strong className="font-semibold"> (answer in {languageName(lead.lang)})</strong>
        )}
      </p>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <StatusBadge status={lead.status} />
        <LanguageBadge lang={lead.lang} />
        <DeliveryBadge state={lead.deliveryState} now={now} />
      </p>
      <p className="mt-4 flex flex-wrap gap-2">
        <ContactActions lead={lead} />
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="lead-fields" className="min-w-0">
          <h2 id="lead-fields" className="text-xl font-bold text-navy-900">
            As submitted
          </h2>
          <dl className="mt-4 grid gap-4 rounded-xl border border-line bg-white p-4 shadow-card sm:p-5">
            {lead.rows.map((row) => (
              <div
                key={row.key}
                className="grid grid-cols-1 gap-1 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4"
              >
                <dt className="font-semibold text-navy-900">{row.label}</dt>
                <dd dir="auto" className="min-w-0 wrap-break-word whitespace-pre-wrap text-ink">
                  {EMAIL_VALUE.test(row.value) ? <EmailText email={row.value} /> : row.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="grid min-w-0 content-start gap-8">
          <LeadActions lead={lead} retryable={retryable} {...actions} />
          <DeliveryHistory deliveries={deliveries} state={lead.deliveryState} now={now} />
        </div>
      </div>
    </>
  );
}
