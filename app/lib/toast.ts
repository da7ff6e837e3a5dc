/**
 * Toasts (sonner) load with the first form that needs them, never with the page. Forms call
 * showToast; the host component (components/ui/toast.tsx) mounts once and stays empty until a
 * form has asked for it.
 */

let wanted = false;
const listeners = new Set<() => void>();

/** Called by a form when it loads, so the live region exists before its first toast. */
export function ensureToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** For the host: whether a form has asked for toasts, and a way to hear when one does. */
export const toasterWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => wanted,
};

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
