import { INBOX_PATH } from "~/contracts/inbox-paths";

/**
 * The audit log's page (the list is INBOX_PATH, a lead inboxLeadPath(id), both in
 * ~/contracts/inbox-paths).
 */
export const AUDIT_PATH = `${INBOX_PATH}/audit`;
