/**
 * When the page is interactive. The root hydrates first (the shell: navigation, the page's
 * own logic); parts that work as plain HTML hydrate after it (lazy-after-start.ts). The page
 * marks `<html data-hydrated>` once both have happened, which is what browser tests wait on.
 */

let shellDone = false;
/** The parts still to hydrate, by their place in the page (React's useId). */
const pendingParts = new Set<string>();
const waiting: Array<() => void> = [];

function markIfDone() {
  if (!shellDone || pendingParts.size > 0) return;
  document.documentElement.dataset.hydrated = "true";
}

/** Called once by the root when it has hydrated. */
export function shellHydrated(): void {
  shellDone = true;
  for (const resolve of waiting.splice(0)) resolve();
  markIfDone();
}

/** Resolves once the root has hydrated (at once if it has). */
export function whenShellHydrated(): Promise<void> {
  return shellDone ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

/** Whether the root has hydrated: parts rendered after that are new, not pre-rendered. */
export function isShellHydrated(): boolean {
  return shellDone;
}

/**
 * A pre-rendered part, at its place in the page (`key`, React's useId), will hydrate later; call
 * the returned function when it has. Counted once per place: React may render a part again
 * before it commits it (a render thrown away and retried while hydrating), and a part counted
 * twice but done once would keep the page from ever being marked interactive.
 */
export function partPending(key: string): () => void {
  pendingParts.add(key);
  return () => {
    if (!pendingParts.delete(key)) return;
    markIfDone();
  };
}
