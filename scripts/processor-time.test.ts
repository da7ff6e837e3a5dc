import { describe, expect, it } from "vitest";

import { processorMs, processorMsOfStat } from "./processor-time.ts";

/** A /proc/PID/stat line whose command name holds a space and a bracket. */
const STAT =
  "4242 (node (main) x) S 1 4242 4242 0 -1 4194560 1500 0 0 0 250 75 0 0 20 0 11 0 9000 1200000000 30000";

describe("processorMsOfStat", () => {
  it("adds user and system ticks, counted from the command name's last bracket", () => {
    expect(processorMsOfStat(STAT, 100)).toBe(3250);
    expect(processorMsOfStat(STAT, 250)).toBe(1300);
  });

  it("refuses text that is not a stat line", () => {
    expect(() => processorMsOfStat("no such thing", 100)).toThrow();
  });
});

const cpuMs = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1000;

describe.runIf(process.platform === "linux")("processorMs on Linux", () => {
  it("grows by what this process spends", async () => {
    const before = await processorMs(process.pid);
    // 60 ms of this process's own processor time, however busy the machine is.
    const start = process.cpuUsage();
    while (cpuMs(process.cpuUsage(start)) < 60);
    const after = await processorMs(process.pid);
    // Linux counts in ticks (10 ms at 100 per second), truncated at each end.
    expect(after! - before!).toBeGreaterThanOrEqual(40);
  });

  it("has none for a process that does not exist", async () => {
    expect(await processorMs(2 ** 31 - 1)).toBeUndefined();
  });
});
