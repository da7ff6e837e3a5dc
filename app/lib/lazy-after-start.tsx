import { lazy, memo, Suspense, useEffect, useId, useState } from "react";

import { isShellHydrated, partPending, whenShellHydrated } from "~/lib/hydration";
import { type Module, serverLazy } from "~/lib/server-lazy";

function deferred<P extends object>(load: () => Promise<Module<P>>) {
  if (typeof window === "undefined") return serverLazy(load);
  return lazy(async (): Promise<Module<P>> => {
    if (!isShellHydrated()) await whenShellHydrated();
    return load();
  });
}

const nothing = () => {};

/** Says, once its boundary has hydrated (or rendered), that the part is done. */
function Hydrated({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/**
 * A part of the page that works as plain HTML (text, pictures, links, a footer), in the
 * pre-rendered page but not in the JavaScript the page needs to become interactive. While the
 * page hydrates, React keeps its markup as it is (a dehydrated Suspense boundary); its code
 * loads once the rest has hydrated, and it hydrates then. Rendered later (after a client-side
 * navigation), it loads at once, inside the navigation's transition, so nothing blanks. Its
 * props must keep their identity while it waits (data from the route's loader does).
 */
export function lazyAfterStart<P extends object>(load: () => Promise<Module<P>>) {
  const Part = deferred(load);
  // Memoised: a parent that re-renders with the same props (the navigation bar on scroll)
  // must not touch a part that has not hydrated yet, or React would render it afresh.
  return memo(function AfterStart(props: P) {
    // Counted when the shell renders it, not when React gets round to the boundary inside:
    // React hydrates a pre-rendered boundary only after the shell has committed, so a part
    // counted from inside would let the page be marked interactive before it is.
    const place = useId();
    const [done] = useState(() =>
      typeof window !== "undefined" && !isShellHydrated() ? partPending(place) : nothing,
    );
    return (
      <Suspense fallback={null}>
        <Part {...props} />
        <Hydrated done={done} />
      </Suspense>
    );
  });
}
