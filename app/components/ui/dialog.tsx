import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";

import { useOptionalUi } from "~/lib/use-ui";

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: React.ReactNode;
}

/**
 * An accessible dialog (Radix): labelled by its title, focus moved in and trapped, Escape and the
 * close button close it, and focus returns to whatever opened it.
 */
export function Modal({ open, onOpenChange, title, description, children }: ModalProps) {
  const closeLabel = useOptionalUi()?.ui.common.close ?? "Close";
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[60] bg-navy-950/70" />
        <RadixDialog.Content
          className="fixed inset-x-2 top-2 bottom-2 z-[70] mx-auto flex max-w-xl flex-col overflow-hidden rounded-xl bg-white shadow-raised sm:inset-x-4 sm:top-[5vh] sm:bottom-auto sm:max-h-[90vh]"
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={(event) => {
            // A form dialog starts at its first field rather than at the close button.
            const field =
              event.currentTarget instanceof HTMLElement
                ? event.currentTarget.querySelector<HTMLElement>(
                    "input:not([tabindex='-1']), select, textarea",
                  )
                : null;
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
            <div>
              <RadixDialog.Title className="text-xl font-bold text-navy-900">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-muted">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-navy-900 hover:bg-ocean-50">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{closeLabel}</span>
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-5">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
