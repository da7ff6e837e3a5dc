import { lazy, Suspense } from "react";

// Shown only once someone is signed in, so its code loads then.
const LeadsPage = lazy(() =>
  import("~/features/inbox/leads-page").then((module) => ({ default: module.LeadsPage })),
);

export default function InboxLeads() {
  return (
    <Suspense fallback={null}>
      <LeadsPage />
    </Suspense>
  );
}
