/**
 * When the page is interactive. The root hydrates first (the shell: navigation, the page's
 * own logic); parts that work as plain HTML hydrate after it (lazy-after-start.ts). The page
 * marks `<html data-hydrated>` once both have happened, which is what browser tests wait on.
 */

let shellDone = false;
let pendingParts = 0;
const waiting: Array<() => void> = [];

function markIfDone() {
  if (!shellDone || pendingParts > 0) return;
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

/** A pre-rendered part will hydrate later; call the returned function when it has. */
export function partPending(): () => void {
  pendingParts += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pendingParts -= 1;
    markIfDone();
  };
}
