import { useLocation } from "react-router";

import { AuditLogPage } from "~/features/inbox/audit-log-page";
import { inboxMeta } from "~/features/inbox/inbox-meta";
import { AUDIT_PATH } from "~/features/inbox/inbox-paths";

export const meta = () => inboxMeta("Audit log", AUDIT_PATH);

export default function InboxAudit() {
  const { search } = useLocation();
  const page = Number.parseInt(new URLSearchParams(search).get("page") ?? "1", 10);
  return <AuditLogPage page={Number.isInteger(page) && page > 0 ? page : 1} />;
}
