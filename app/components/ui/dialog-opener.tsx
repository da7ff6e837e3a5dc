import { lazy, Suspense, useRef, useState } from "react";

import { buttonClass, type ButtonVariant } from "~/components/ui/button";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type DialogModule<Extra> = { default: React.ComponentType<DialogProps & Extra> };

interface OpenerProps<Extra> {
  children: React.ReactNode;
  variant?: ButtonVariant;
  className?: string;
  /** Props handed to the dialog itself, e.g. options that come from the page's data. */
  dialogProps?: Extra;
}

/**
 * Creates a button that opens a dialog whose code loads on first use: it starts loading when the
 * pointer or focus reaches the button and mounts on the first click. Closing keeps the dialog
 * mounted (hidden), so nothing the visitor typed is lost if they reopen it.
 */
export function createDialogOpener<Extra extends object = object>(
  load: () => Promise<DialogModule<Extra>>,
) {
  let loading: Promise<DialogModule<Extra>> | undefined;
  const preload = () => (loading ??= load());
  const Dialog = lazy(preload);

  return function DialogOpener({
    children,
    variant = "secondary",
    className,
    dialogProps,
  }: OpenerProps<Extra>) {
    const [open, setOpen] = useState(false);
    const [mounted, setMounted] = useState(false);
    const buttonRef = useRef<HTMLButtonElement>(null);
    const changeOpen = (next: boolean) => {
      setOpen(next);
      // Focus returns to the opener however the dialog closes, including after a submit.
      if (!next) window.requestAnimationFrame(() => buttonRef.current?.focus());
    };
    return (
      <>
        <button
          ref={buttonRef}
          type="button"
          aria-haspopup="dialog"
          className={buttonClass(variant, className)}
          onPointerEnter={() => void preload()}
          onFocus={() => void preload()}
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
        >
          {children}
        </button>
        {mounted ? (
          <Suspense fallback={null}>
            <Dialog {...(dialogProps as Extra)} open={open} onOpenChange={changeOpen} />
          </Suspense>
        ) : null}
      </>
    );
  };
}
