import { INBOX_PATH } from "~/contracts/inbox-paths";

/** The audit log's page (the list is INBOX_PATH, a lead inboxLeadPath(id), both in lib). */
export const AUDIT_PATH = `${INBOX_PATH}/audit`;
