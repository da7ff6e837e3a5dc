/**
 * Scans the production server with Mozilla's HTTP Observatory and prints its score. The scanner
 * is installed on first use into .tools/observatory, outside the project's lock file and without
 * its install scripts (they download data from the internet); its two data files are created
 * empty. On plain-HTTP localhost the HTTPS-redirect and HSTS checks fail by nature, so the score
 * without those two checks is printed as well, and must be at least 100.
 * Run after `npm run build`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { startServer } from "./local-server.ts";

const VERSION = "1.4.8";
const TLS_ONLY_TESTS = new Set(["redirection", "strict-transport-security"]);
const toolDir = path.resolve(import.meta.dirname, "../.tools/observatory");
const packageDir = path.join(toolDir, "node_modules/@mdn/mdn-http-observatory");

if (!existsSync(path.join(packageDir, "src/scan.js"))) {
  mkdirSync(toolDir, { recursive: true });
  execFileSync(
    "npm",
    [
      "install",
      "--prefix",
      toolDir,
      "--ignore-scripts",
      "--no-save",
      "--no-package-lock",
      "--no-audit",
      "--no-fund",
      `@mdn/mdn-http-observatory@${VERSION}`,
    ],
    { stdio: "inherit" },
  );
}
for (const [file, content] of [
  ["hsts-preload.json", "{}"],
  ["tld-list.json", "[]"],
]) {
  const target = path.join(packageDir, "conf", file!);
  if (!existsSync(target)) writeFileSync(target, content!);
}

interface ObservatoryTest {
  pass: boolean;
  scoreModifier: number;
  result: string;
}

const server = await startServer();
try {
  const host = new URL(server.url).host;
  const scan = spawnSync(process.execPath, [path.join(packageDir, "src/scan.js"), host], {
    encoding: "utf8",
  });
  const report = JSON.parse(scan.stdout) as {
    scan: { score: number; grade: string };
    tests: Record<string, ObservatoryTest>;
    error?: string;
  };
  if (report.error) throw new Error(report.error);
  console.log(`HTTP Observatory scan of ${server.url}/`);
  for (const [name, test] of Object.entries(report.tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
    console.log(
      `${test.pass ? "pass" : "FAIL"}  ${name.padEnd(32)} ${modifier.padStart(4)}  ${test.result}`,
    );
  }
  const withoutTls =
    100 +
    Object.entries(report.tests)
      .filter(([name]) => !TLS_ONLY_TESTS.has(name))
      .reduce((sum, [, test]) => sum + test.scoreModifier, 0);
  const otherFailures = Object.entries(report.tests).filter(
    ([name, test]) => !test.pass && !TLS_ONLY_TESTS.has(name),
  );
  console.log(`score: ${report.scan.score} (grade ${report.scan.grade}) over plain HTTP`);
  console.log(
    `score without the two TLS-only checks (HTTPS redirect, HSTS): ${withoutTls}; other failures: ${otherFailures.length}`,
  );
  if (withoutTls < 100 || otherFailures.length > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
