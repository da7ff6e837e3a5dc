import { useState } from "react";
import { useNavigate } from "react-router";

import { type LeadDetailAnswer, type LeadStatus, SPAM_RETENTION_DAYS } from "~/contracts/inbox";
import { INBOX_PATH } from "~/contracts/inbox-paths";

import { inboxApi, toInboxError } from "./inbox-api";
import { useInboxSession } from "./inbox-session";
import { LEAD_DELETED_STATE } from "./list-requests";
import { useInboxData } from "./use-inbox-data";

export type LeadAction = "status" | "retry" | "delete";

/** What the last action did, for the live region: a status message, or an alert on failure. */
export interface ActionOutcome {
  ok: boolean;
  message: string;
}

function statusMessage(previous: LeadStatus, answer: LeadDetailAnswer, spamDays: number): string {
  const { status, delivery } = answer.lead;
  if (status === "spam") {
    return `Marked as spam: it is not forwarded, and it is deleted after ${spamDays} days.`;
  }
  if (previous === "spam") {
    return delivery === "waiting"
      ? "Not spam: moved to New and queued for delivery."
      : "Not spam: moved to New.";
  }
  return status === "handled" ? "Marked as handled." : "Marked as new.";
}

/** One lead and its actions: status changes, retrying delivery, deleting it. */
export function useLead(id: string) {
  const { state: session, lost } = useInboxSession();
  const navigate = useNavigate();
  const { state, replace, reload } = useInboxData(inboxApi.lead, id);
  const [busy, setBusy] = useState<LeadAction | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [deleteFailure, setDeleteFailure] = useState("");
  const spamDays =
    session.kind === "signed-in" ? session.session.retention.spamDays : SPAM_RETENTION_DAYS;

  async function run(action: LeadAction, call: () => Promise<string>) {
    if (busy) return;
    setBusy(action);
    setOutcome(null);
    try {
      setOutcome({ ok: true, message: await call() });
    } catch (error) {
      const failure = toInboxError(error);
      if (failure.status === 401) return lost();
      setOutcome({ ok: false, message: failure.message });
    } finally {
      setBusy(null);
    }
  }

  function changeStatus(previous: LeadStatus, status: LeadStatus) {
    return run("status", async () => {
      const answer = await inboxApi.setStatus(id, status);
      replace(answer);
      return statusMessage(previous, answer, spamDays);
    });
  }

  function retry() {
    return run("retry", async () => {
      replace(await inboxApi.retry(id));
      return "Delivery is being tried again now.";
    });
  }

  async function remove() {
    if (busy) return;
    setBusy("delete");
    setDeleteFailure("");
    try {
      await inboxApi.remove(id);
      void navigate(INBOX_PATH, { state: LEAD_DELETED_STATE });
    } catch (error) {
      const failure = toInboxError(error);
      if (failure.status === 401) return lost();
      setDeleteFailure(failure.message);
    } finally {
      setBusy(null);
    }
  }

  return { state, reload, busy, outcome, deleteFailure, changeStatus, retry, remove };
}
