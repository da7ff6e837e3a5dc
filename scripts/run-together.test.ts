import { chmod, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { beforeAll, describe, expect, test, vi } from "vitest";

import { runScript, runTogether } from "./run-together";

/** Stands in for npm: `run --silent ok` prints and passes, `run --silent fail` prints and fails. */
let npm: string;

beforeAll(async () => {
  const folder = await mkdtemp(path.join(tmpdir(), "seafood-run-"));
  npm = path.join(folder, "npm");
  await writeFile(
    npm,
    '#!/bin/sh\nif [ "$3" = "fail" ]; then echo "out of fail"; echo "broken" >&2; exit 3; fi\necho "out of $3"\n',
  );
  await chmod(npm, 0o755);
});

describe("running npm scripts side by side", () => {
  test("keeps a script's output, errors included, and its exit code", async () => {
    const outcome = await runScript("fail", npm);
    expect(outcome.code).toBe(3);
    expect(outcome.output).toBe("out of fail\nbroken\n");
  });

  test("prints every script's output whole and answers with the failure's code", async () => {
    const printed: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((text) => {
      printed.push(String(text));
      return true;
    });
    expect(await runTogether(["ok", "fail", "ok"], npm)).toBe(3);
    expect(printed).toHaveLength(3);
    expect(printed.filter((text) => text.includes("> ok: passed in"))).toHaveLength(2);
    expect(printed.find((text) => text.includes("> fail: failed (exit 3)"))).toContain("broken");
  });

  test("answers 0 when every script passes", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    expect(await runTogether(["ok", "ok"], npm)).toBe(0);
  });
});
