// @vitest-environment node
/**
 * The README's operations section is the runbook of a business with no operations staff: each
 * task an operator meets has its own heading, the restore drill gives the commands it practises,
 * and every alert the shipped Prometheus rules raise says what it means and what to do.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");
const rules = readFileSync(path.join(root, "deploy/alerts.yml"), "utf8");

/** The text of a section: from its heading to the next heading of its level or above. */
function section(text: string, heading: string): string {
  const level = /^#+/.exec(heading)![0].length;
  const all = text.split("\n");
  const start = all.indexOf(heading);
  expect(start, `the README has "${heading}"`).toBeGreaterThanOrEqual(0);
  const lines = all.slice(start + 1);
  const end = lines.findIndex((line) => {
    const hashes = /^(#+) /.exec(line)?.[1];
    return hashes !== undefined && hashes.length <= level;
  });
  return lines.slice(0, end === -1 ? undefined : end).join("\n");
}

describe("the README's operations section", () => {
  const operations = section(readme, "## Operations");

  test.each([
    "### Install",
    "### First start",
    "### The owner",
    "### TLS with nginx or Caddy",
    "### Backups and the restore drill",
    "### Upgrade and rollback",
    "### Alerts and what to do",
    "### Rotating the owner's password",
    "### What is kept where",
  ])("has %s, with more than a line in it", (heading) => {
    const text = section(operations, heading).trim();
    expect(text.split("\n").length, heading).toBeGreaterThan(2);
  });

  test("the drill takes a copy, restores it and checks the inbox with the project's commands", () => {
    const drill = section(operations, "### Backups and the restore drill");
    expect(drill).toContain("npm run backup");
    expect(drill).toContain("npm run restore --");
  });

  test("says what each alert in deploy/alerts.yml means and what to do about it", () => {
    const alerts = [...rules.matchAll(/^\s*- alert: (\w+)$/gm)].map((match) => match[1]!);
    expect(alerts.length).toBeGreaterThanOrEqual(5);
    const table = section(readme, "## Metrics and alerts");
    for (const alert of alerts) {
      const row = table.split("\n").find((line) => line.startsWith(`| \`${alert}\``));
      expect(row, alert).toBeDefined();
      // The alert, what it means, what to do: three cells with words in them.
      const cells = row!.split("|").slice(1, -1);
      expect(cells, alert).toHaveLength(3);
      for (const cell of cells) expect(cell.trim().length, alert).toBeGreaterThan(3);
    }
  });
});
