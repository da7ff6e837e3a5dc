import { useCallback, useEffect, useMemo, useRef, useState } from "react";

import type { LeadFilter, LeadStatus, LeadSummary } from "~/contracts/inbox";

import { inboxApi, toInboxError } from "./inbox-api";
import { useAttention } from "./inbox-attention";
import { leadCount } from "./inbox-format";
import type { LeadSearchValues } from "./lead-filter.schema";
import { readStoredFilter, storeFilter } from "./lead-filter-storage";
import { useInboxSession } from "./inbox-session";
import { useInboxData } from "./use-inbox-data";
import type { ActionOutcome } from "./use-lead";

/** A page past the end (the list shrank since the filter was kept) shows the last page instead. */
async function searchWithinPages(filter: LeadFilter, signal: AbortSignal) {
  const answer = await inboxApi.search(filter, signal);
  if (answer.page <= answer.pageCount || answer.total === 0) return answer;
  return inboxApi.search({ ...filter, page: answer.pageCount }, signal);
}

const DONE: Record<LeadStatus, (from: LeadStatus) => string> = {
  handled: () => "Marked as handled",
  new: (from) => (from === "spam" ? "Not spam: moved to New" : "Marked as new"),
  spam: () => "Marked as spam",
};

/** What a change of several leads did, in words. */
function outcomeOf(
  answer: { changed: string[]; unchanged: string[]; missing: string[] },
  from: LeadStatus,
  to: LeadStatus,
): string {
  const parts = [`${DONE[to](from)}: ${leadCount(answer.changed.length)}.`];
  if (answer.unchanged.length > 0) {
    parts.push(`${leadCount(answer.unchanged.length)} already had that status.`);
  }
  if (answer.missing.length > 0) {
    const gone =
      answer.missing.length === 1
        ? "1 lead no longer exists"
        : `${answer.missing.length} leads no longer exist`;
    parts.push(`${gone} (deleted meanwhile).`);
  }
  return parts.join(" ");
}

/**
 * The lead list: its filter (component state, kept for this tab), the matching page of leads,
 * the leads chosen on it, and moving leads to another status, one or the chosen ones at once.
 * The list is asked again in the background whenever the inbox's leads change.
 */
export function useLeadList() {
  const { lost } = useInboxSession();
  const attention = useAttention();
  const [filter, setFilterState] = useState<LeadFilter>(readStoredFilter);
  const { state, latest, reload, refresh } = useInboxData(searchWithinPages, filter);
  // The last answer still fits while a search or page loads, not after a change of tab.
  const shown = latest && latest.arg.status === filter.status ? latest.data : null;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);

  const version = attention?.answer?.version;
  const seenVersion = useRef(version);
  useEffect(() => {
    if (seenVersion.current !== undefined && version !== seenVersion.current) refresh();
    seenVersion.current = version;
  }, [version, refresh]);

  // Only leads still shown count as chosen (one may have left the list since).
  const chosenShown = useMemo(
    () => new Set(shown?.leads.map((lead) => lead.id).filter((id) => chosen.has(id))),
    [shown, chosen],
  );

  const apply = useCallback((next: LeadFilter) => {
    storeFilter(next);
    setFilterState(next);
    setChosen(new Set());
  }, []);

  const search = (values: Required<LeadSearchValues>) => apply({ ...filter, ...values, page: 1 });
  const showStatus = (status: LeadStatus) => apply({ ...filter, status, page: 1 });
  const goToPage = (page: number) => apply({ ...filter, page });
  const showFailing = () => apply({ ...filter, delivery: "failing", page: 1 });

  function choose(id: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function chooseAll(on: boolean) {
    setChosen(on ? new Set(shown?.leads.map((lead) => lead.id)) : new Set());
  }

  /** Moves leads to `to`; resolves true once done (the outcome is said either way). */
  async function move(leads: readonly Pick<LeadSummary, "id">[], to: LeadStatus) {
    if (busy) return false;
    if (leads.length === 0) {
      setOutcome({
        ok: false,
        message: "Choose one or more leads first, with the boxes beside them.",
      });
      return false;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const ids = leads.map((lead) => lead.id);
      const answer = await inboxApi.setStatuses(ids, to);
      setOutcome({ ok: true, message: outcomeOf(answer, filter.status, to) });
      setChosen((current) => new Set([...current].filter((id) => !ids.includes(id))));
      refresh();
      attention?.refresh();
      return true;
    } catch (error) {
      const failure = toInboxError(error);
      if (failure.status === 401) lost();
      else setOutcome({ ok: false, message: failure.message });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    filter,
    state,
    latest: latest?.data ?? null,
    shown,
    search,
    showStatus,
    goToPage,
    showFailing,
    reload,
    chosen: chosenShown as ReadonlySet<string>,
    choose,
    chooseAll,
    move,
    busy,
    outcome,
  };
}
