import { lazy, Suspense } from "react";
import { Outlet } from "react-router";

import type { Route } from "./+types/layout";
import { INBOX_PATH } from "~/contracts/inbox-paths";
import { pageMeta } from "~/lib/seo";

/**
 * Each inbox page's title, by its path below /inbox. Titles stay generic: browser history keeps
 * them, and a lead's name is personal data. (Named here rather than by each page, so the route
 * table every public page loads stays as short as it was.)
 */
const TITLES: Record<string, string> = {
  "": "Leads",
  "/lead": "Lead",
  "/audit": "Audit log",
  "/overview": "Overview",
};

export const meta = ({ location }: Route.MetaArgs) => {
  const below = location.pathname.slice(INBOX_PATH.length).replace(/\/$/, "");
  return pageMeta({
    title: `${TITLES[below] ?? "Inbox"} · Inbox`,
    description: "The business's own inbox of the leads sent through the website's forms.",
    path: INBOX_PATH + below,
    noindex: true,
  });
};

// Loaded on demand, so the route table every page loads lists none of the inbox's modules. The
// pre-rendered page is complete (pre-rendering waits for it), and hydration keeps that HTML
// until the code arrives, so no fallback ever shows.
const InboxShell = lazy(() =>
  import("~/features/inbox/inbox-shell").then((module) => ({ default: module.InboxShell })),
);

/** The owner's inbox: its own header, the sign-in form without a session, else the page. */
export default function InboxLayout() {
  return (
    <Suspense fallback={null}>
      <InboxShell>
        <Outlet />
      </InboxShell>
    </Suspense>
  );
}
