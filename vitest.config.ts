import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          environment: "jsdom",
          include: [
            "app/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "tests/support/**/*.test.ts",
            "deploy/**/*.test.ts",
          ],
          setupFiles: ["./app/test-setup.ts"],
          // A dialog walked through in jsdom, or the first lint of the boundary tests, takes 3 to
          // 5 s on a busy machine, and up to 14 s beside other work: the 5 s default fails them.
          testTimeout: 20_000,
        },
      },
      {
        // The server's tests run on real parts: SQLite in a temporary folder, a PostgreSQL
        // started from the npm registry for the run, and an SMTP server in the test process.
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts"],
          globalSetup: ["./server/test/global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
