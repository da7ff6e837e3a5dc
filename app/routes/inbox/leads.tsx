import { inboxMeta } from "~/features/inbox/inbox-meta";
import { LeadsPage } from "~/features/inbox/leads-page";
import { INBOX_PATH } from "~/lib/inbox-paths";

export const meta = () => inboxMeta("Leads", INBOX_PATH);

export default function InboxLeads() {
  return <LeadsPage />;
}
