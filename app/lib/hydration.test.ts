// @vitest-environment jsdom
import { beforeEach, expect, test, vi } from "vitest";

import type * as Hydration from "./hydration";

// A fresh copy of the module for each test: its state is the page's.
let hydration: typeof Hydration;

beforeEach(async () => {
  vi.resetModules();
  delete document.documentElement.dataset.hydrated;
  hydration = await import("./hydration");
});

test("marks the page interactive when the shell has hydrated and no part is waiting", () => {
  hydration.shellHydrated();
  expect(document.documentElement.dataset.hydrated).toBe("true");
});

test("waits for every part that hydrates after the shell", () => {
  const first = hydration.partPending(":r0:");
  const second = hydration.partPending(":r1:");
  hydration.shellHydrated();
  expect(document.documentElement.dataset.hydrated).toBeUndefined();
  first();
  first();
  expect(document.documentElement.dataset.hydrated).toBeUndefined();
  second();
  expect(document.documentElement.dataset.hydrated).toBe("true");
});

test("lets parts wait for the shell, and tells parts rendered later that it has hydrated", async () => {
  expect(hydration.isShellHydrated()).toBe(false);
  let shellDone = false;
  const waiting = hydration.whenShellHydrated().then(() => (shellDone = true));
  await Promise.resolve();
  expect(shellDone).toBe(false);
  hydration.shellHydrated();
  await waiting;
  expect(shellDone).toBe(true);
  expect(hydration.isShellHydrated()).toBe(true);
});

test("counts a part rendered twice before it commits once", () => {
  hydration.partPending(":r0:");
  const again = hydration.partPending(":r0:");
  hydration.shellHydrated();
  expect(document.documentElement.dataset.hydrated).toBeUndefined();
  again();
  expect(document.documentElement.dataset.hydrated).toBe("true");
});
