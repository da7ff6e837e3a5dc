import { Outlet } from "react-router";

import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Inbox",
    description: "The business's own inbox of the leads sent through the website's forms.",
    path: "/inbox",
    noindex: true,
  });

export default function InboxLayout() {
  return (
    <main id="main" className="container-page py-10">
      <Outlet />
    </main>
  );
}
