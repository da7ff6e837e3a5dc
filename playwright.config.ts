import { availableParallelism } from "node:os";

import { defineConfig, devices } from "@playwright/test";

import type { WorkerFixtures } from "./tests/e2e/fixtures";
import { chromiumPath, playwrightArgs } from "./tests/support/chromium";
import { useRunTempDir } from "./tests/support/run-temp-dir";

useRunTempDir();

/**
 * The browser's side of a lead does not change with the store: the server's tests (Vitest) run
 * every route on SQLite and on PostgreSQL. So the postgres project runs in the browser only what
 * needs PostgreSQL itself (*.postgres.spec.ts), the crash test, and the tests tagged @postgres:
 * one form's lead into the store and out of it in the inbox. (A project's grep also matches the
 * file's path.)
 */
const POSTGRES_ONLY = /\.postgres\.spec\.ts$/;
const ON_POSTGRES = [/@postgres/, /\.postgres\.spec\.ts/, /lead-durability\.spec\.ts/];

export default defineConfig<object, WorkerFixtures>({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One worker per core: the cores are 94 % busy with two on a 2-core machine, and a third
  // worker made the run no faster (decision 034).
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
    // Recording a trace costs every test about a tenth of its time: to see a failure step by
    // step, run that test again with `--trace on`.
    trace: "off",
    launchOptions: { executablePath: chromiumPath, args: playwrightArgs },
  },
  // Each worker starts its own production server from build/ (see tests/e2e/fixtures.ts).
  projects: [
    { name: "sqlite", testIgnore: POSTGRES_ONLY, use: { store: "sqlite" } },
    {
      name: "postgres",
      testMatch: /(lead|inbox).*\.spec\.ts$/,
      grep: ON_POSTGRES,
      use: { store: "postgres" },
    },
  ],
});
