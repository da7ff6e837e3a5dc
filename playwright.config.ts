import { defineConfig, devices } from "@playwright/test";

import type { WorkerFixtures } from "./tests/e2e/fixtures";
import { chromiumArgs, chromiumPath } from "./tests/support/chromium";

/** The specs that follow a lead into the store also run on PostgreSQL; *.postgres.spec.ts only there. */
const STORE_SPECS = /(lead|inbox).*\.spec\.ts$/;
const POSTGRES_ONLY = /\.postgres\.spec\.ts$/;

export default defineConfig<object, WorkerFixtures>({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    ...devices["Desktop Chrome"],
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  // Each worker starts its own production server from build/ (see tests/e2e/fixtures.ts).
  projects: [
    { name: "sqlite", testIgnore: POSTGRES_ONLY, use: { store: "sqlite" } },
    { name: "postgres", testMatch: [STORE_SPECS, POSTGRES_ONLY], use: { store: "postgres" } },
  ],
});
