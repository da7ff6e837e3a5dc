import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Runs axe-core (WCAG 2.2 AA) on the page, or inside `include`, and expects no violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // axe.run in the page itself: the site has no frames of its own (the map's is another origin's
  // and exists only after scrolling near it), so this checks what the default's per-frame runs
  // and blank page for the results would, for less time.
  // Only the violations are reported back: collecting what passes is about a sixth of a run.
  let builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode();
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")})`,
  );
  expect(summary).toEqual([]);
}
