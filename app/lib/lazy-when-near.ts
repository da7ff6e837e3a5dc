import { lazy } from "react";

import { type Module, serverLazy } from "~/lib/server-lazy";

/** How far below the viewport a deferred part starts loading. */
const NEAR_MARGIN = "600px";

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
 * React.lazy for a part that is in the pre-rendered HTML but whose code loads only once the
 * element with `elementId` comes near the viewport. Until then React keeps the pre-rendered
 * markup as it is (a dehydrated Suspense boundary), so nothing shifts or flashes.
 */
export function lazyWhenNear<P extends object>(elementId: string, load: () => Promise<Module<P>>) {
  if (typeof window === "undefined") return serverLazy(load);
  return lazy(() => whenNear(elementId).then(load));
}
