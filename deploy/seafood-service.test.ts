// @vitest-environment node
/**
 * The shipped systemd unit, checked by this machine's systemd (Debian's `systemd` package, which
 * .ci/run installs when missing): `verify` accepts it and `security` rates its hardening.
 * `verify` fails when ExecStart's program is missing, so it reads a copy that runs this
 * machine's node; the shipped unit keeps the conventional /usr/bin/node.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { variables } from "../server/config";

const run = promisify(execFile);
const UNIT = path.join(import.meta.dirname, "seafood.service");
const ENV_EXAMPLE = path.join(import.meta.dirname, "seafood.env.example");
/** The highest rating allowed by `systemd-analyze security --offline=yes` (0 is best, 10 worst). */
const MAX_EXPOSURE = 2.0;

/** The unit's settings, each name with every value it is given, in order. */
function settings(unit: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of unit.split("\n")) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (!match) continue;
    const [, name = "", value = ""] = match;
    found.set(name, [...(found.get(name) ?? []), value]);
  }
  return found;
}

async function analyze(...args: string[]) {
  try {
    return await run("systemd-analyze", args);
  } catch (error) {
    const { code, stdout, stderr } = error as { code?: unknown; stdout?: string; stderr?: string };
    if (code === "ENOENT") throw new Error("systemd-analyze is installed by .ci/run (systemd)");
    throw new Error(`systemd-analyze ${args.join(" ")} failed:\n${stdout ?? ""}${stderr ?? ""}`);
  }
}

describe("deploy/seafood.service", () => {
  let dir: string;
  let unit: string;
  let verified: ReturnType<typeof analyze>;
  let rated: ReturnType<typeof analyze>;

  beforeAll(async () => {
    unit = await readFile(UNIT, "utf8");
    dir = await mkdtemp(path.join(tmpdir(), "seafood-unit-"));
    const copy = path.join(dir, "seafood.service");
    await writeFile(copy, unit.replaceAll("/usr/bin/node ", `${process.execPath} `));
    // Both at once: each takes a second or two on a busy machine.
    verified = analyze("verify", copy);
    rated = analyze("security", "--offline=yes", copy);
    verified.catch(() => {});
    rated.catch(() => {});
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test("systemd-analyze verify prints nothing for it", async () => {
    const { stdout, stderr } = await verified;
    expect(`${stdout}${stderr}`).toBe("");
  });

  test("systemd-analyze security --offline=yes rates it 2.0 or lower", async () => {
    const { stdout } = await rated;
    const exposure = /Overall exposure level for seafood\.service: (\d+\.\d+)/.exec(stdout)?.[1];
    expect(exposure, stdout).toBeDefined();
    expect(Number(exposure)).toBeLessThanOrEqual(MAX_EXPOSURE);
  });

  test("it runs the built server as an unprivileged user, restarted whenever it fails, with its settings from /etc/seafood", () => {
    const unitSettings = settings(unit);
    expect(unitSettings.get("ExecStart")).toEqual([
      "/usr/bin/node /opt/seafood/current/build/server/main.js",
    ]);
    expect(unitSettings.get("User")).toEqual(["seafood"]);
    expect(unitSettings.get("Restart")).toEqual(["on-failure"]);
    expect(unitSettings.get("StartLimitIntervalSec")).toEqual(["0"]);
    expect(unitSettings.get("EnvironmentFile")).toEqual(["/etc/seafood/seafood.env"]);
    expect(unitSettings.get("NoNewPrivileges")).toEqual(["yes"]);
  });

  test("it may write only to its state folder, which is DATA_DIR (and so BACKUP_DIR's default)", () => {
    const unitSettings = settings(unit);
    expect(unitSettings.get("ProtectSystem")).toEqual(["strict"]);
    expect(unitSettings.get("ProtectHome")).toEqual(["yes"]);
    expect(unitSettings.get("PrivateTmp")).toEqual(["yes"]);
    expect(unitSettings.get("StateDirectory")).toEqual(["seafood"]);
    expect(unitSettings.get("Environment")).toEqual(["DATA_DIR=/var/lib/seafood"]);
    for (const name of ["ReadWritePaths", "CacheDirectory", "LogsDirectory", "RuntimeDirectory"]) {
      expect(unitSettings.get(name), name).toBeUndefined();
    }
  });
});

describe("deploy/seafood.env.example", () => {
  test("names every variable the server reads, and only those (never DATA_DIR as a setting)", async () => {
    const lines = (await readFile(ENV_EXAMPLE, "utf8")).split("\n");
    const named = new Set(
      lines.flatMap((line) => /^(?:# )?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? []),
    );
    expect([...named].filter((name) => !(name in variables))).toEqual([]);
    for (const name of Object.keys(variables)) {
      if (name === "DATA_DIR") continue;
      expect(named.has(name), name).toBe(true);
    }
    const set = lines.flatMap((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? []);
    expect(set.filter((name) => !(name in variables))).toEqual([]);
    expect(set).not.toContain("DATA_DIR");
  });
});
