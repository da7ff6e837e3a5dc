import { ChevronDown, RotateCw, SlidersHorizontal } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";

import { buttonClass } from "~/components/ui/button";
import { LEAD_STATUSES, type LeadListAnswer, type LeadStatus, PAGE_SIZE } from "~/contracts/inbox";
import { cn } from "~/lib/cn";

import { ExportForm } from "./export-form";
import { InboxHeading } from "./inbox-heading";
import { leadCount, retentionText, STATUS_LABELS } from "./inbox-format";
import { activeFilters, isFiltered } from "./lead-filter.schema";
import { LeadList, LIST_ACTIONS } from "./lead-list";
import { LeadSearchForm } from "./lead-search-form";
import { asksForFailing, cameFromDeletion } from "./list-requests";
import { Pager } from "./pager";
import { useLeadList } from "./use-lead-list";
import { useNow } from "./use-now";

/**
 * What another page asked of the list through the history state: "the lead was deleted" (said
 * once, a moment after the page appears so that screen readers announce it), or "show the leads
 * not sent". The state is dropped once read.
 */
function useListRequests(showFailing: () => void): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState("");
  const deleted = cameFromDeletion(location.state);
  const failing = asksForFailing(location.state);
  useEffect(() => {
    if (!deleted) return;
    const timer = window.setTimeout(() => {
      setNotice("The lead was deleted.");
      void navigate(location.pathname, { replace: true, state: null });
    }, 150);
    return () => window.clearTimeout(timer);
  }, [deleted, navigate, location.pathname]);
  const show = useEffectEvent(showFailing);
  useEffect(() => {
    if (!failing) return;
    show();
    void navigate(location.pathname, { replace: true, state: null });
  }, [failing, navigate, location.pathname]);
  return notice;
}

/**
 * The list of leads, list first: a tab per status, pages of 50, each lead with its actions and
 * a checkbox for acting on several. Search, filters and the CSV export are in a sidebar on a
 * wide screen and folded behind one button on a narrow one.
 */
export function LeadsPage() {
  const list = useLeadList();
  const { filter, state, latest, shown } = list;
  const notice = useListRequests(list.showFailing);
  const summary = useRef<HTMLParagraphElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const active = activeFilters(filter);

  function changePage(page: number) {
    list.goToPage(page);
    summary.current?.focus();
  }

  function search(values: Parameters<typeof list.search>[0]) {
    list.search(values);
    // On a narrow screen the filters fold away again, and focus goes to what they found.
    if (toggle.current?.offsetParent) {
      setFiltersOpen(false);
      summary.current?.focus();
    }
  }

  return (
    <>
      <InboxHeading>Leads</InboxHeading>
      <p role="status" className={notice ? "mt-4 font-semibold text-success" : "sr-only"}>
        {notice}
      </p>

      <div className="mt-4 grid gap-4 lg:mt-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-8">
        <div className="lg:col-start-2 lg:row-start-1">
          <button
            ref={toggle}
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
            className={buttonClass("secondary", "min-h-11 w-full justify-between px-4 lg:hidden")}
          >
            <span className="inline-flex items-center gap-2">
              <SlidersHorizontal aria-hidden="true" className="size-5" />
              Search, filter and export
              {active > 0 ? (
                <span className="rounded-full bg-navy-900 px-2 py-0.5 text-sm text-white">
                  {active} on
                </span>
              ) : null}
            </span>
            <ChevronDown
              aria-hidden="true"
              className={cn("size-5 transition-transform", filtersOpen && "rotate-180")}
            />
          </button>
          <div
            id={panelId}
            className={cn(filtersOpen ? "grid" : "hidden", "mt-3 gap-4 lg:mt-0 lg:grid")}
          >
            <LeadSearchForm filter={filter} forms={latest?.forms ?? []} onSearch={search} />
            <ExportForm filter={filter} />
            {latest ? (
              <p className="text-sm text-muted">{retentionText(latest.retention)}</p>
            ) : null}
          </div>
        </div>

        <Tabs.Root
          value={filter.status}
          onValueChange={(value) => {
            const status = LEAD_STATUSES.find((candidate) => candidate === value);
            if (status) list.showStatus(status);
          }}
          activationMode="manual"
          className="min-w-0 lg:col-start-1 lg:row-start-1"
        >
          <Tabs.List aria-label="Leads by status" className="-mb-px flex border-b border-line">
            {LEAD_STATUSES.map((status) => (
              <Tabs.Trigger
                key={status}
                value={status}
                className="inline-flex min-h-12 items-center gap-1.5 border-b-4 border-transparent px-3 font-semibold whitespace-nowrap text-muted hover:text-navy-900 data-[state=active]:border-ocean-700 data-[state=active]:text-navy-900 sm:px-4"
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
          {LEAD_STATUSES.map((status) => (
            <Tabs.Content key={status} value={status} className="pt-4 outline-none">
              {status === filter.status ? (
                <Results
                  answer={shown}
                  loading={state.status === "loading"}
                  failure={state.status === "failed" ? state.error.message : null}
                  filtered={isFiltered(filter)}
                  status={status}
                  summaryRef={summary}
                  list={list}
                  onPage={changePage}
                />
              ) : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </>
  );
}

function Results({
  answer,
  loading,
  failure,
  filtered,
  status,
  summaryRef,
  list,
  onPage,
}: {
  answer: LeadListAnswer | null;
  loading: boolean;
  failure: string | null;
  filtered: boolean;
  status: LeadStatus;
  summaryRef: React.RefObject<HTMLParagraphElement | null>;
  list: ReturnType<typeof useLeadList>;
  onPage: (page: number) => void;
}) {
  const now = useNow();
  const statusLabel = STATUS_LABELS[status];
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
          <button type="button" onClick={list.reload} className={buttonClass("ocean", "mt-4")}>
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
      <ActionOutcome outcome={list.outcome} />
      {answer && !empty && !failure ? (
        <div className="mt-3 grid gap-3">
          <ChosenActions answer={answer} status={status} list={list} />
          <LeadList
            leads={answer.leads}
            status={status}
            chosen={list.chosen}
            onChoose={list.choose}
            onAction={(lead) => {
              void list.move([lead], LIST_ACTIONS[status].to).then((moved) => {
                // The lead leaves this tab with its button: focus goes to the list's summary.
                if (moved) summaryRef.current?.focus();
              });
            }}
            busy={list.busy}
            now={now}
          />
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

/** What the last action on the list did: said politely, or as an alert when it failed. */
function ActionOutcome({ outcome }: { outcome: ReturnType<typeof useLeadList>["outcome"] }) {
  return (
    <>
      <p role="status" className={outcome?.ok ? "mt-2 font-semibold text-success" : "sr-only"}>
        {outcome?.ok ? outcome.message : ""}
      </p>
      <p
        role="alert"
        className={outcome && !outcome.ok ? "mt-2 font-semibold text-danger" : "sr-only"}
      >
        {outcome && !outcome.ok ? outcome.message : ""}
      </p>
    </>
  );
}

/** Narrower than a standard button, so that it fits beside "All {n}" on a phone. */
const CHOSEN_ACTION_CLASS =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-ocean-700 px-4 py-2 font-semibold text-white transition-colors hover:bg-navy-800 aria-disabled:opacity-70";

/** "Choose all on this page" and the tab's action for the chosen leads. */
function ChosenActions({
  answer,
  status,
  list,
}: {
  answer: LeadListAnswer;
  status: LeadStatus;
  list: ReturnType<typeof useLeadList>;
}) {
  const all = useRef<HTMLInputElement>(null);
  const count = answer.leads.filter((lead) => list.chosen.has(lead.id)).length;
  const every = count === answer.leads.length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = count > 0 && !every;
  }, [count, every]);
  const action = LIST_ACTIONS[status];
  return (
    <div
      role="group"
      aria-label="Chosen leads"
      className="flex flex-wrap items-center gap-x-3 gap-y-2"
    >
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 ps-1 font-semibold text-navy-900">
        <input
          ref={all}
          type="checkbox"
          checked={every}
          onChange={(event) => list.chooseAll(event.target.checked)}
          aria-label={`Choose all ${answer.leads.length} leads on this page`}
          className="size-5 accent-ocean-700"
        />
        All {answer.leads.length}
      </label>
      <button
        type="button"
        aria-disabled={list.busy || count === 0 || undefined}
        onClick={() => {
          const chosen = answer.leads.filter((lead) => list.chosen.has(lead.id));
          void list.move(chosen, action.to);
        }}
        className={CHOSEN_ACTION_CLASS}
      >
        {action.label} ({count} chosen)
      </button>
    </div>
  );
}
