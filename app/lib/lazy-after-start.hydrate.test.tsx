import { act, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { beforeEach, expect, test, vi } from "vitest";

import type * as Hydration from "./hydration";
import type * as LazyAfterStart from "./lazy-after-start";

let hydration: typeof Hydration;
let deferred: typeof LazyAfterStart;

beforeEach(async () => {
  vi.resetModules();
  delete document.documentElement.dataset.hydrated;
  hydration = await import("./hydration");
  deferred = await import("./lazy-after-start");
});

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

test("the page is not marked interactive while a pre-rendered part still waits for its code", async () => {
  let arrive: (module: { default: typeof Greeting }) => void = () => {};
  const Deferred = deferred.lazyAfterStart(
    () => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)),
  );
  function Shell() {
    useEffect(() => hydration.shellHydrated(), []);
    return <Deferred name="Ada" />;
  }
  const container = document.createElement("div");
  // What the server wrote: the part in place, inside its completed Suspense boundary.
  container.innerHTML = "<!--$--><p>Hello <!-- -->Ada</p><!--/$-->";
  document.body.append(container);

  await act(async () => {
    hydrateRoot(container, <Shell />);
  });
  expect(hydration.isShellHydrated()).toBe(true);
  expect(document.documentElement.dataset.hydrated).toBeUndefined();

  await act(async () => arrive({ default: Greeting }));
  await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe("true"));
  expect(container.innerHTML).toBe("<!--$--><p>Hello <!-- -->Ada</p><!--/$-->");
});
