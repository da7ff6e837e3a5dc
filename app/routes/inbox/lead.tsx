import { useLocation } from "react-router";

import { inboxMeta } from "~/features/inbox/inbox-meta";
import { LeadPage } from "~/features/inbox/lead-page";
import { INBOX_PATH } from "~/lib/inbox-paths";

// The title stays generic: browser history keeps titles, and a lead's name is personal data.
export const meta = () => inboxMeta("Lead", `${INBOX_PATH}/lead`);

export default function InboxLead() {
  const { search } = useLocation();
  return <LeadPage id={new URLSearchParams(search).get("id")} />;
}
