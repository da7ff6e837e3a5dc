import { AlertDialog } from "radix-ui";

import { buttonClass } from "./button";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; focus returns to it when the dialog closes. */
  trigger: React.ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  /** The confirm button's label while the action runs. */
  busyLabel: string;
  busy: boolean;
  /** Why the action failed, said inside the dialog (everything outside is hidden from it). */
  failure: string;
  onConfirm: () => void;
}

/**
 * Asks before something that cannot be undone (Radix AlertDialog): labelled and described by
 * its text, focus starts on Cancel and stays inside, Escape cancels. The dialog stays open
 * while the action runs, so a failure can be read and the action tried again.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  failure,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-navy-950/70" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/4 z-[70] mx-auto max-w-md rounded-xl bg-white p-6 shadow-raised">
          <AlertDialog.Title className="text-xl font-bold text-navy-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-ink">{description}</AlertDialog.Description>
          <p role="alert" className={failure ? "mt-4 font-semibold text-danger" : "sr-only"}>
            {failure}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("secondary")}>Cancel</AlertDialog.Cancel>
            <button
              type="button"
              onClick={onConfirm}
              aria-disabled={busy || undefined}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-danger px-5 py-2 font-semibold text-white hover:bg-coral-800"
            >
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
