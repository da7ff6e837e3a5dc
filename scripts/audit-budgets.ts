/** What `npm run audit` asks of every page beside the floor (scripts/audit.ts). */
export const BUDGETS = {
  score: 100,
  /** A page's largest paint may take at most this much longer than the floor's. */
  lcpToFloor: 1.05,
  /** Total blocking time: the median of a page's runs, and the most any one run may have. */
  tbtMs: 50,
  tbtRunMs: 100,
  cls: 0,
};

export interface Measured {
  /** Category name and score (0–100), each the median of the runs. */
  scores: Array<[string, number]>;
  lcpRatio: number;
  tbt: number;
  /** Each run's TBT (ms). */
  tbtRuns: number[];
  cls: number;
}

/** The budgets a page missed, in words; none when it met them all. */
export function missedBudgets(page: Measured): string[] {
  const problems: string[] = [];
  for (const [name, value] of page.scores) {
    if (value < BUDGETS.score) problems.push(`${name} ${value}`);
  }
  if (page.lcpRatio > BUDGETS.lcpToFloor) {
    problems.push(`LCP ${page.lcpRatio.toFixed(2)}× the floor's`);
  }
  if (page.tbt > BUDGETS.tbtMs) problems.push(`TBT ${Math.round(page.tbt)} ms`);
  const slowest = Math.max(...page.tbtRuns);
  if (slowest > BUDGETS.tbtRunMs) problems.push(`TBT ${Math.round(slowest)} ms in one run`);
  if (page.cls > BUDGETS.cls) problems.push(`CLS ${page.cls.toFixed(3)}`);
  return problems;
}
