import { lazy, Suspense, useSyncExternalStore } from "react";

import { toasterWanted } from "~/lib/toast";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** The toasts' live region, mounted once in the root layout; empty until a form wants it. */
export function ToastHost() {
  const show = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />
    </Suspense>
  );
}
