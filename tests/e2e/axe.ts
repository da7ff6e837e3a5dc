import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { AxeResults, RunOptions, run } from "axe-core";

import { expect, type Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe-core's minified build, put into a page once per document. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Runs axe-core (WCAG 2.2 AA) on the page, or inside `include`, and expects no violations.
 *
 * axe runs in the page itself: the site has no frames of its own (the map's is another origin's
 * and exists only after scrolling near it). axe is put into a document once and kept for its
 * further checks (a menu opened, a wider window): compiling it is about as long as a run. Only the
 * violations come back: collecting what passes is about a sixth of a run.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as { axe: { run: typeof run } };
      const results: AxeResults = await axe.run(
        include ? { include: [include] } : document,
        options,
      );
      return results.violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
      }));
    },
    {
      include,
      options: {
        runOnly: { type: "tag", values: TAGS },
        resultTypes: ["violations"],
      } satisfies RunOptions,
    },
  );
  const summary = violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.targets.join(", ")})`,
  );
  expect(summary).toEqual([]);
}
