import { Check, Inbox, RotateCw, ShieldAlert, ShieldCheck, Trash2 } from "lucide-react";
import { useState } from "react";

import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { cn } from "~/lib/cn";
import type { LeadDetailAnswer } from "~/contracts/inbox";

import type { useLead } from "./use-lead";

type LeadActionsProps = Pick<
  ReturnType<typeof useLead>,
  "busy" | "outcome" | "deleteFailure" | "changeStatus" | "retry" | "remove"
> & {
  lead: LeadDetailAnswer["lead"];
  /** Whether a retry can change anything (see canRetry). */
  retryable: boolean;
};

const ACTION_BASE =
  "inline-flex min-h-11 w-full items-center gap-2 rounded-md border-2 bg-white px-4 py-2 text-left font-semibold transition-colors";

function actionButton(tone: "plain" | "danger" = "plain"): string {
  return cn(
    ACTION_BASE,
    tone === "danger"
      ? "border-danger text-danger hover:bg-coral-100"
      : "border-navy-900 text-navy-900 hover:bg-ocean-50",
  );
}

/**
 * The lead's actions. Each button keeps its place (and so the keyboard focus) while its label
 * changes with the status; the outcome is said in a live region below them.
 */
export function LeadActions({
  lead,
  retryable,
  busy,
  outcome,
  deleteFailure,
  changeStatus,
  retry,
  remove,
}: LeadActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const { status } = lead;
  const guard = (action: () => void) => () => {
    if (!busy) action();
  };

  return (
    <section aria-labelledby="lead-actions">
      <h2 id="lead-actions" className="text-xl font-bold text-navy-900">
        Actions
      </h2>
      <ul className="mt-4 grid gap-3">
        {status !== "spam" ? (
          <li key="handled">
            <button
              type="button"
              aria-disabled={busy !== null || undefined}
              onClick={guard(() => changeStatus(status, status === "new" ? "handled" : "new"))}
              className={actionButton()}
            >
              {status === "new" ? (
                <Check aria-hidden="true" className="size-5" />
              ) : (
                <Inbox aria-hidden="true" className="size-5" />
              )}
              {status === "new" ? "Mark handled" : "Mark new"}
            </button>
          </li>
        ) : null}
        <li key="spam">
          <button
            type="button"
            aria-disabled={busy !== null || undefined}
            onClick={guard(() => changeStatus(status, status === "spam" ? "new" : "spam"))}
            className={actionButton()}
          >
            {status === "spam" ? (
              <ShieldCheck aria-hidden="true" className="size-5" />
            ) : (
              <ShieldAlert aria-hidden="true" className="size-5" />
            )}
            {status === "spam" ? "Not spam" : "Mark as spam"}
          </button>
        </li>
        {retryable ? (
          <li key="retry">
            <button
              type="button"
              aria-disabled={busy !== null || undefined}
              onClick={guard(retry)}
              className={actionButton()}
            >
              <RotateCw aria-hidden="true" className="size-5" />
              {busy === "retry" ? "Retrying…" : "Retry delivery now"}
            </button>
          </li>
        ) : null}
        <li key="delete">
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <button type="button" className={actionButton("danger")}>
                <Trash2 aria-hidden="true" className="size-5" />
                Delete
              </button>
            }
            title="Delete this lead?"
            description="This erases it and its delivery records. It cannot be undone."
            confirmLabel="Delete the lead"
            busyLabel="Deleting…"
            busy={busy === "delete"}
            failure={deleteFailure}
            onConfirm={guard(remove)}
          />
        </li>
      </ul>
      <p role="status" className={outcome?.ok ? "mt-4 font-semibold text-success" : "sr-only"}>
        {outcome?.ok ? outcome.message : ""}
      </p>
      <p
        role="alert"
        className={outcome && !outcome.ok ? "mt-4 font-semibold text-danger" : "sr-only"}
      >
        {outcome && !outcome.ok ? outcome.message : ""}
      </p>
    </section>
  );
}
