import { lazy, Suspense } from "react";
import { useLocation } from "react-router";

// Shown only once someone is signed in, so its code loads then.
const AuditLogPage = lazy(() =>
  import("~/features/inbox/audit-log-page").then((module) => ({ default: module.AuditLogPage })),
);

/** The audit log; its page number is in the address (?page=2). */
export default function InboxAudit() {
  const { search } = useLocation();
  const page = Number.parseInt(new URLSearchParams(search).get("page") ?? "1", 10);
  return (
    <Suspense fallback={null}>
      <AuditLogPage page={Number.isInteger(page) && page > 0 ? page : 1} />
    </Suspense>
  );
}
