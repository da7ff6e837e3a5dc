/**
 * Runs npm scripts side by side and prints each one's output whole when it ends, so that the
 * checks which each use one core (type check, lint, format) take the time of the slowest, not of
 * all three. Exits with the first failure's code once every script has ended.
 *
 *   tsx scripts/run-together.ts typecheck lint format:check
 */
import { spawn } from "node:child_process";

export interface Outcome {
  script: string;
  code: number;
  output: string;
  seconds: number;
}

/** Runs one npm script, keeping its output (stdout and stderr, in order) until it ends. */
export function runScript(script: string, npm = "npm"): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(npm, ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("close", (code) =>
      resolve({
        script,
        code: code ?? 1,
        output: Buffer.concat(chunks).toString("utf8"),
        seconds: (performance.now() - started) / 1000,
      }),
    );
  });
}

export async function runTogether(scripts: string[], npm = "npm"): Promise<number> {
  const outcomes = await Promise.all(
    scripts.map(async (script) => {
      const outcome = await runScript(script, npm);
      const verdict = outcome.code === 0 ? "passed" : `failed (exit ${outcome.code})`;
      process.stdout.write(
        `\n> ${script}: ${verdict} in ${outcome.seconds.toFixed(1)} s\n${outcome.output}`,
      );
      return outcome;
    }),
  );
  return outcomes.find((outcome) => outcome.code !== 0)?.code ?? 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runTogether(process.argv.slice(2));
}
