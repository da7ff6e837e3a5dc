import { lazy } from "react";

/** How far below the viewport a deferred part starts loading. */
const NEAR_MARGIN = "600px";

type Module<P> = { default: React.ComponentType<P> };

function whenNear(elementId: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(elementId);
    if (!element || !("IntersectionObserver" in window)) {
      resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: `${NEAR_MARGIN} 0px` },
    );
    observer.observe(element);
    // Anyone about to type reaches it first by focus or pointer: start loading then too.
    const early = () => {
      observer.disconnect();
      resolve();
    };
    element.addEventListener("focusin", early, { once: true });
    element.addEventListener("pointerenter", early, { once: true });
  });
}

/**
 * On the server the module is loaded as soon as the route module is, and handed to React.lazy
 * as an already-settled thenable: React then renders it in place, inside the page's HTML, rather
 * than as a hidden segment revealed by script (which would hide it from visitors without JS).
 */
function serverLazy<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  const loading = load().then((module) => (loaded = module));
  return lazy<React.ComponentType<P>>(() => {
    const ready = loaded;
    if (!ready) return loading;
    // A thenable that settles synchronously: React.lazy then renders without suspending.
    const settled = {
      status: "fulfilled",
      value: ready,
      then: (resolve: (module: Module<P>) => void) => resolve(ready),
    };
    return settled as unknown as Promise<Module<P>>;
  });
}

/**
 * React.lazy for a part that is in the pre-rendered HTML but whose code loads only once the
 * element with `elementId` comes near the viewport. Until then React keeps the pre-rendered
 * markup as it is (a dehydrated Suspense boundary), so nothing shifts or flashes.
 */
export function lazyWhenNear<P extends object>(elementId: string, load: () => Promise<Module<P>>) {
  if (typeof window === "undefined") return serverLazy(load);
  return lazy(() => whenNear(elementId).then(load));
}
