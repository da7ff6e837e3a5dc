import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "vitest";

test("this run's temporary files go to the run's own folder", () => {
  const dir = process.env.SEAFOOD_TEST_RUN_DIR;
  expect(dir).toMatch(/seafood-test-run-\w+$/);
  expect(tmpdir()).toBe(dir);
});

test("a run's folder takes what the run writes to the temporary folder, and goes when it ends", () => {
  const module = path.resolve(import.meta.dirname, "run-temp-dir.ts");
  const script = `
    import { mkdtempSync, writeFileSync } from "node:fs";
    import { tmpdir } from "node:os";
    import path from "node:path";
    import { useRunTempDir } from ${JSON.stringify(module)};
    const dir = useRunTempDir();
    const made = mkdtempSync(path.join(tmpdir(), "made-"));
    writeFileSync(path.join(made, "store.sqlite"), "data");
    console.log(JSON.stringify({ dir, made, again: useRunTempDir() }));
  `;
  const env = { ...process.env, SEAFOOD_TEST_RUN_DIR: "" };
  const output = execFileSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", script],
    {
      env,
    },
  ).toString();
  const { dir, made, again } = JSON.parse(output) as { dir: string; made: string; again: string };
  expect(path.dirname(made)).toBe(dir);
  expect(again).toBe(dir);
  expect(existsSync(made)).toBe(false);
  expect(existsSync(dir)).toBe(false);
});
