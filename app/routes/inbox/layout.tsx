import { Outlet } from "react-router";

import { InboxShell } from "~/features/inbox/inbox-shell";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Inbox",
    description: "The business's own inbox of the leads sent through the website's forms.",
    path: "/inbox",
    noindex: true,
  });

/** The owner's inbox: its own header, the sign-in form without a session, else the page. */
export default function InboxLayout() {
  return (
    <InboxShell>
      <Outlet />
    </InboxShell>
  );
}
