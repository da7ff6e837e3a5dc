import { RotateCw } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";

import { buttonClass } from "~/components/ui/button";
import { LEAD_STATUSES, type LeadListAnswer, PAGE_SIZE } from "~/contracts/inbox";

import { ExportForm } from "./export-form";
import { InboxHeading } from "./inbox-heading";
import { leadCount, retentionText, STATUS_LABELS } from "./inbox-format";
import { cameFromDeletion } from "./lead-deleted";
import { isFiltered } from "./lead-filter.schema";
import { LeadList } from "./lead-list";
import { LeadSearchForm } from "./lead-search-form";
import { Pager } from "./pager";
import { useLeadList } from "./use-lead-list";

/** The status message after a lead was deleted, said once and then dropped from the history entry. */
function useDeletedNotice(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState("");
  const deleted = cameFromDeletion(location.state);
  useEffect(() => {
    if (!deleted) return;
    // Filled in a moment after the page appears, so that screen readers announce it.
    const timer = window.setTimeout(() => {
      setNotice("The lead was deleted.");
      void navigate(location.pathname, { replace: true, state: null });
    }, 150);
    return () => window.clearTimeout(timer);
  }, [deleted, navigate, location.pathname]);
  return notice;
}

/** The list of leads: search, filter, a tab per status, pages of 50, and the CSV export. */
export function LeadsPage() {
  const { filter, state, latest, shown, search, showStatus, goToPage, reload } = useLeadList();
  const notice = useDeletedNotice();
  const summary = useRef<HTMLParagraphElement>(null);

  function changePage(page: number) {
    goToPage(page);
    summary.current?.focus();
  }

  return (
    <>
      <InboxHeading>Leads</InboxHeading>
      <p role="status" className={notice ? "mt-4 font-semibold text-success" : "sr-only"}>
        {notice}
      </p>
      {latest ? <p className="mt-2 text-muted">{retentionText(latest.retention)}</p> : null}

      <div className="mt-6">
        <LeadSearchForm filter={filter} forms={latest?.forms ?? []} onSearch={search} />
      </div>

      <Tabs.Root
        value={filter.status}
        onValueChange={(value) => {
          const status = LEAD_STATUSES.find((candidate) => candidate === value);
          if (status) showStatus(status);
        }}
        activationMode="manual"
        className="mt-8"
      >
        <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line">
          <Tabs.List aria-label="Leads by status" className="-mb-px flex flex-wrap">
            {LEAD_STATUSES.map((status) => (
              <Tabs.Trigger
                key={status}
                value={status}
                className="inline-flex min-h-12 items-center gap-2 border-b-4 border-transparent px-4 font-semibold text-muted hover:text-navy-900 data-[state=active]:border-ocean-700 data-[state=active]:text-navy-900"
              >
                {STATUS_LABELS[status]}{" "}
                {latest ? (
                  <span className="rounded-full bg-ocean-100 px-2 py-0.5 text-sm text-navy-900">
                    {latest.counts[status]}
                  </span>
                ) : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="pb-3">
            <ExportForm filter={filter} />
          </div>
        </div>
        {LEAD_STATUSES.map((status) => (
          <Tabs.Content key={status} value={status} className="pt-5 outline-none">
            {status === filter.status ? (
              <Results
                answer={shown}
                loading={state.status === "loading"}
                failure={state.status === "failed" ? state.error.message : null}
                filtered={isFiltered(filter)}
                statusLabel={STATUS_LABELS[status]}
                summaryRef={summary}
                onRetry={reload}
                onPage={changePage}
              />
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}

function Results({
  answer,
  loading,
  failure,
  filtered,
  statusLabel,
  summaryRef,
  onRetry,
  onPage,
}: {
  answer: LeadListAnswer | null;
  loading: boolean;
  failure: string | null;
  filtered: boolean;
  statusLabel: string;
  summaryRef: React.RefObject<HTMLParagraphElement | null>;
  onRetry: () => void;
  onPage: (page: number) => void;
}) {
  const empty = answer !== null && answer.total === 0;
  let summary = "Loading the leads…";
  if (answer && !loading) {
    const first = (answer.page - 1) * PAGE_SIZE + 1;
    const last = first + answer.leads.length - 1;
    summary = empty
      ? filtered
        ? `No leads match this search and filter under “${statusLabel}”.`
        : `No leads under “${statusLabel}” at the moment.`
      : `${first}–${last} of ${leadCount(answer.total, statusLabel.toLowerCase())}.`;
  }
  return (
    <div aria-busy={loading || undefined}>
      <p
        ref={summaryRef}
        tabIndex={-1}
        role="status"
        className="font-semibold text-navy-900 outline-none"
      >
        {failure ? "" : summary}
      </p>
      {failure ? (
        <div className="mt-2">
          <p role="alert" className="font-semibold text-danger">
            {failure}
          </p>
          <button type="button" onClick={onRetry} className={buttonClass("ocean", "mt-4")}>
            <RotateCw aria-hidden="true" className="size-5" />
            Try again
          </button>
        </div>
      ) : null}
      {empty && filtered && !loading ? (
        <p className="mt-2 text-muted">
          Try other words, another form or a wider range of days, or clear the filter.
        </p>
      ) : null}
      {answer && !empty && !failure ? (
        <div className="mt-4">
          <LeadList leads={answer.leads} />
          <Pager
            label="Pages of leads"
            page={answer.page}
            pageCount={answer.pageCount}
            onPage={onPage}
          />
        </div>
      ) : null}
    </div>
  );
}
