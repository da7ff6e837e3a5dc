import { RotateCw } from "lucide-react";
import { Link, useNavigate } from "react-router";

import { buttonClass } from "~/components/ui/button";
import { inboxLeadPath } from "~/contracts/inbox-paths";

import { inboxApi } from "./inbox-api";
import { BUSINESS_TIME_NAME } from "~/contracts/business-time";

import { auditActionLabel, formatDateTime, isoDateTime } from "./inbox-format";
import { InboxHeading } from "./inbox-heading";
import { Pager } from "./pager";
import { useInboxData } from "./use-inbox-data";

/** How many characters of a lead's id name it in the log. */
const SHORT_ID_LENGTH = 8;

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
      {state.status === "loading" ? (
        <p role="status" className="mt-6 text-lg text-muted">
          Loading the audit log…
        </p>
      ) : null}
      {state.status === "failed" ? (
        <div className="mt-6">
          <p role="alert" className="text-lg font-semibold text-danger">
            {state.error.message}
          </p>
          <button type="button" onClick={reload} className={buttonClass("ocean", "mt-4")}>
            <RotateCw aria-hidden="true" className="size-5" />
            Try again
          </button>
        </div>
      ) : null}
      {state.status === "ready" ? (
        <>
          {state.data.entries.length === 0 ? (
            <p className="mt-6 text-lg text-ink">Nothing on this page of the audit log.</p>
          ) : (
            <div
              role="region"
              aria-labelledby="audit-caption"
              // Focusable, so that a keyboard can scroll the table sideways on a narrow screen.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              className="mt-6 overflow-x-auto rounded-xl border border-line bg-white shadow-card"
            >
              <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
                <caption id="audit-caption" className="sr-only">
                  Audit log, page {state.data.page} of {state.data.pageCount}, newest first
                </caption>
                <thead className="bg-ocean-50 text-navy-900">
                  <tr>
                    {["When", "Who", "What", "Lead", "Detail"].map((heading) => (
                      <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {state.data.entries.map((entry) => (
                    <tr key={entry.id} className="border-t border-line align-top">
                      <td className="px-4 py-3 whitespace-nowrap">
                        <time dateTime={isoDateTime(entry.at)}>{formatDateTime(entry.at)}</time>
                      </td>
                      <td className="px-4 py-3 wrap-anywhere">{entry.actor}</td>
                      <td className="px-4 py-3">{auditActionLabel(entry.action)}</td>
                      <td className="px-4 py-3">
                        {entry.leadId ? (
                          <Link
                            to={inboxLeadPath(entry.leadId)}
                            aria-label={`Lead ${entry.leadId.slice(0, SHORT_ID_LENGTH)}`}
                            className="font-mono text-ocean-700 underline underline-offset-4 hover:text-navy-900"
                          >
                            {entry.leadId.slice(0, SHORT_ID_LENGTH)}
                          </Link>
                        ) : null}
                      </td>
                      <td className="px-4 py-3 wrap-anywhere">{entry.detail}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
