import { lazy, Suspense, useSyncExternalStore } from "react";

/**
 * Toasts (sonner) load with the first form that needs them, never with the page.
 * The host is mounted once in the root layout and stays empty until then.
 */
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

/** Called by a form when it loads, so the live region exists before its first toast. */
export function ensureToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ToastHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />
    </Suspense>
  );
}

export interface ToastMessage {
  title: string;
  description: string;
}

/** A submit's outcome: "success" is polite; "error" is the destructive, assertive variant. */
export async function showToast(kind: "success" | "error" | "warning", message: ToastMessage) {
  ensureToaster();
  const { toast } = await import("sonner");
  const options = { description: message.description };
  if (kind === "success") toast.success(message.title, options);
  else if (kind === "warning") toast.warning(message.title, options);
  else toast.error(message.title, options);
}
