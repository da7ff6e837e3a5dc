/**
 * The browser's start, after the page's first paint (decision 020). React Router's own entry
 * does the same three things in one task: it evaluates React DOM's client (one large module,
 * bundled as a function run on first use), creates the router and starts hydration. On a slow
 * phone that task blocked the page for over 100 ms; here each step is its own task, so input
 * and frames get the main thread between them (decision 029). Hydration itself is already cut
 * into short slices by React's scheduler.
 */
import { startTransition, StrictMode } from "react";

/**
 * Ends the current task: what follows runs in a new one, after pending input and frames. A
 * message rather than a timer, as React's scheduler does: no 4 ms clamp, and a page whose timers
 * are held (a test's paused clock, a background tab's throttling) still starts.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

const { hydrateRoot } = await import("react-dom/client");
await nextTask();
const { HydratedRouter } = await import("react-router/dom");
await nextTask();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
