import { useCallback, useState } from "react";

import type { LeadFilter, LeadStatus } from "~/contracts/inbox";

import { inboxApi } from "./inbox-api";
import type { LeadSearchValues } from "./lead-filter.schema";
import { readStoredFilter, storeFilter } from "./lead-filter-storage";
import { useInboxData } from "./use-inbox-data";

/** A page past the end (the list shrank since the filter was kept) shows the last page instead. */
async function searchWithinPages(filter: LeadFilter, signal: AbortSignal) {
  const answer = await inboxApi.search(filter, signal);
  if (answer.page <= answer.pageCount || answer.total === 0) return answer;
  return inboxApi.search({ ...filter, page: answer.pageCount }, signal);
}

/** The lead list: its filter (component state, kept for this tab) and the matching page of leads. */
export function useLeadList() {
  const [filter, setFilterState] = useState<LeadFilter>(readStoredFilter);
  const { state, latest, reload } = useInboxData(searchWithinPages, filter);
  // The last answer still fits while a search or page loads, not after a change of tab.
  const shown = latest && latest.arg.status === filter.status ? latest.data : null;

  const apply = useCallback((next: LeadFilter) => {
    storeFilter(next);
    setFilterState(next);
  }, []);

  const search = (values: Required<LeadSearchValues>) => apply({ ...filter, ...values, page: 1 });
  const showStatus = (status: LeadStatus) => apply({ ...filter, status, page: 1 });
  const goToPage = (page: number) => apply({ ...filter, page });

  return {
    filter,
    state,
    latest: latest?.data ?? null,
    shown,
    search,
    showStatus,
    goToPage,
    reload,
  };
}
