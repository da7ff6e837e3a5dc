import { lazy, Suspense } from "react";
import { useLocation } from "react-router";

import { DEFAULT_OVERVIEW_PERIOD, overviewQuerySchema } from "~/contracts/overview";

// Shown only once someone is signed in, so its code loads then.
const OverviewPage = lazy(() =>
  import("~/features/inbox/overview-page").then((module) => ({ default: module.OverviewPage })),
);

/** The owner's overview; its period is in the address (?weeks=4, 12 or 52). */
export default function InboxOverview() {
  const { search } = useLocation();
  const parsed = overviewQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  return (
    <Suspense fallback={null}>
      <OverviewPage weeks={parsed.success ? parsed.data.weeks : DEFAULT_OVERVIEW_PERIOD} />
    </Suspense>
  );
}
