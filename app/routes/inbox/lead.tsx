import { lazy, Suspense } from "react";
import { useLocation } from "react-router";

// Shown only once someone is signed in, so its code loads then.
const LeadPage = lazy(() =>
  import("~/features/inbox/lead-page").then((module) => ({ default: module.LeadPage })),
);

/** One lead: /inbox/lead?id=… (the link in each lead's e-mail). */
export default function InboxLead() {
  const { search } = useLocation();
  return (
    <Suspense fallback={null}>
      <LeadPage id={new URLSearchParams(search).get("id")} />
    </Suspense>
  );
}
