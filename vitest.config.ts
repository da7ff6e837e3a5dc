import { availableParallelism } from "node:os";

import { defineConfig } from "vitest/config";

import { useRunTempDir } from "./tests/support/run-temp-dir.ts";

useRunTempDir();

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // One worker per core. Vitest's default leaves one core free (for a watching editor): on a
    // 2-core machine that is one worker, and the suite took 114 s where two take 69 s.
    maxWorkers: availableParallelism(),
    restoreMocks: true,
    projects: [
      {
        // Components render in jsdom. Setting up a jsdom costs about a second a file, so only the
        // component tests (*.test.tsx) get one; a .ts test that needs a document says so in its
        // first line (`// @vitest-environment jsdom`).
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          // One jsdom per worker, not one per file (about a second each): the files share it and
          // their modules. RTL's cleanup empties the document after each test, and every mock's
          // calls and every stubbed global are reset around each, so a file leaves nothing the
          // next one sees.
          isolate: false,
          clearMocks: true,
          unstubGlobals: true,
          include: ["app/**/*.test.tsx"],
          setupFiles: ["./app/test-setup.ts"],
          // A dialog walked through in jsdom takes 3 to 5 s on a busy machine, and up to 14 s
          // beside other work: the 5 s default fails them.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "app",
          environment: "node",
          // As above: the files share their worker's modules (a file's own setup runs per file).
          isolate: false,
          include: [
            "app/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/support/**/*.test.ts",
            "deploy/**/*.test.ts",
          ],
          // The first lint of the boundary tests takes up to 14 s beside other work.
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
          // As above. Every test starts its own server and store, and stops them.
          isolate: false,
          include: ["server/**/*.test.ts"],
          globalSetup: ["./server/test/global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
