/**
 * The processor time a process has used, as Linux counts it in `/proc/PID/stat`: for benchmarks
 * that charge a server for its work, which varies less from run to run than its throughput.
 */
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";

/** The clock ticks per second in which Linux counts processor time (USER_HZ, 100 nearly always). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
  } catch {
    return 100;
  }
})();

/**
 * User plus system time (ms) from the text of a `/proc/PID/stat` file. The command's name, in
 * brackets, may itself hold spaces and brackets, so the fields are counted from its last `)`:
 * state is the first field after it, utime the 12th and stime the 13th (proc(5)).
 */
export function processorMsOfStat(stat: string, ticksPerSecond = CLOCK_TICKS): number {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error("processorMsOfStat: not a /proc/PID/stat line");
  return (ticks * 1000) / ticksPerSecond;
}

/** The processor time (ms) a process has used so far; undefined without `/proc` (not Linux). */
export async function processorMs(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    return processorMsOfStat(await readFile(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return undefined;
  }
}
