import { availableParallelism } from "node:os";

import { defineConfig, devices } from "@playwright/test";

import type { WorkerFixtures } from "./tests/e2e/fixtures";
import { chromiumArgs, chromiumPath } from "./tests/support/chromium";

/**
 * The specs that follow a lead into the store also run on PostgreSQL, except their tests tagged
 * @any-store (what the browser shows whatever the store: axe, keyboard, sign-in form checks);
 * *.postgres.spec.ts run only there.
 */
const STORE_SPECS = /(lead|inbox).*\.spec\.ts$/;
const POSTGRES_ONLY = /\.postgres\.spec\.ts$/;
const ANY_STORE = /@any-store/;

export default defineConfig<object, WorkerFixtures>({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One worker per core: the tests spend much of their time waiting on pages, servers and timers.
  workers: availableParallelism(),
  // No retries, in CI too: a test that fails once is a defect to fix, not to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  // Conditions, not sleeps: a generous deadline costs a passing test nothing, and on a busy
  // machine a page's deferred code can take more than the default 5 s to arrive.
  expect: { timeout: 10_000 },
  use: {
    ...devices["Desktop Chrome"],
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  // Each worker starts its own production server from build/ (see tests/e2e/fixtures.ts).
  projects: [
    { name: "sqlite", testIgnore: POSTGRES_ONLY, use: { store: "sqlite" } },
    {
      name: "postgres",
      testMatch: [STORE_SPECS, POSTGRES_ONLY],
      grepInvert: ANY_STORE,
      use: { store: "postgres" },
    },
  ],
});
