import { Link, useNavigate } from "react-router";

import { BUSINESS_TIME_NAME } from "~/contracts/business-time";
import type { AuditEntry } from "~/contracts/inbox";
import { inboxLeadPath } from "~/contracts/inbox-paths";
import { leadReference } from "~/contracts/lead-reference";

import { EmailText } from "./email-text";
import { inboxApi } from "./inbox-api";
import { InboxDataStatus } from "./inbox-data-status";
import { auditActionLabel, formatDateTime, isoDateTime } from "./inbox-format";
import { InboxHeading } from "./inbox-heading";
import { Pager } from "./pager";
import { useInboxData } from "./use-inbox-data";

const COLUMNS = ["When", "Who", "What", "Lead", "Detail"] as const;

/** An audit entry's actor: an owner's e-mail address, or "system" and the like. */
function Actor({ actor }: { actor: string }) {
  return actor.includes("@") ? <EmailText email={actor} /> : <>{actor}</>;
}

/**
 * The entries as a list, each a short description list: stacked on a phone, one row per entry
 * under column headings on a wide screen (the headings are for the eye; each entry names its
 * parts for screen readers).
 */
function AuditEntries({
  entries,
  page,
  pageCount,
}: {
  entries: AuditEntry[];
  page: number;
  pageCount: number;
}) {
  const row = "grid gap-x-4 gap-y-1 lg:grid-cols-[11rem_14rem_12rem_8rem_minmax(0,1fr)]";
  return (
    <div className="mt-6 rounded-xl border border-line bg-white shadow-card">
      <p className="sr-only">
        Audit log, page {page} of {pageCount}, newest first
      </p>
      <div
        aria-hidden="true"
        className={`${row} hidden rounded-t-xl bg-ocean-50 px-4 py-3 text-sm font-semibold text-navy-900 lg:grid`}
      >
        {COLUMNS.map((column) => (
          <span key={column}>{column}</span>
        ))}
      </div>
      <ol aria-label="Audit log entries, newest first" className="text-sm">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="border-t border-line px-4 py-3 first:border-t-0 lg:first:border-t"
          >
            <dl className={row}>
              <AuditPart term="When">
                <time dateTime={isoDateTime(entry.at)}>{formatDateTime(entry.at)}</time>
              </AuditPart>
              <AuditPart term="Who">
                <Actor actor={entry.actor} />
              </AuditPart>
              <AuditPart term="What">{auditActionLabel(entry.action)}</AuditPart>
              <AuditPart term="Lead">
                {entry.leadId ? (
                  <Link
                    to={inboxLeadPath(entry.leadId)}
                    aria-label={`Lead ${leadReference(entry.leadId)}`}
                    className="inline-flex min-h-6 items-center font-mono text-ocean-700 underline underline-offset-4 hover:text-navy-900"
                  >
                    {leadReference(entry.leadId)}
                  </Link>
                ) : (
                  <span className="text-muted">none</span>
                )}
              </AuditPart>
              <AuditPart term="Detail">
                {entry.detail ?? <span className="text-muted">none</span>}
              </AuditPart>
            </dl>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** One part of an entry: its name beside it on a phone, only for screen readers on a wide screen. */
function AuditPart({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 grid-cols-[4.5rem_minmax(0,1fr)] gap-x-2 lg:block">
      <dt className="font-semibold text-navy-900 lg:sr-only">{term}</dt>
      <dd className="min-w-0 wrap-break-word text-ink">{children}</dd>
    </div>
  );
}

/** The audit log, 100 entries a page, newest first (`page` comes from the page's address). */
export function AuditLogPage({ page }: { page: number }) {
  const navigate = useNavigate();
  const { state, reload } = useInboxData(inboxApi.audit, page);
  return (
    <>
      <InboxHeading>Audit log</InboxHeading>
      <p className="mt-2 text-muted">
        Who signed in, changed, exported or deleted what, and when ({BUSINESS_TIME_NAME}).
      </p>
      <InboxDataStatus state={state} loading="Loading the audit log…" onRetry={reload} />
      {state.status === "ready" ? (
        <>
          {state.data.entries.length === 0 ? (
            <p className="mt-6 text-lg text-ink">Nothing on this page of the audit log.</p>
          ) : (
            <AuditEntries
              entries={state.data.entries}
              page={state.data.page}
              pageCount={state.data.pageCount}
            />
          )}
          <Pager
            label="Pages of the audit log"
            page={state.data.page}
            pageCount={state.data.pageCount}
            onPage={(next) => void navigate(`?page=${next}`)}
          />
        </>
      ) : null}
    </>
  );
}
