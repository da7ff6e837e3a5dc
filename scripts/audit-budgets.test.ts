import { describe, expect, it } from "vitest";

import { type Measured, missedBudgets } from "./audit-budgets.ts";

const MET: Measured = {
  scores: [["performance", 100]],
  lcpRatio: 1.05,
  tbt: 50,
  tbtRuns: [0, 50, 100, 12, 0],
  cls: 0,
};

describe("the audit's budgets", () => {
  it("passes a page at every limit", () => {
    expect(missedBudgets(MET)).toEqual([]);
  });

  it("names each budget a page missed", () => {
    expect(
      missedBudgets({
        scores: [["performance", 99]],
        lcpRatio: 1.06,
        tbt: 51,
        tbtRuns: [51, 51, 51],
        cls: 0.001,
      }),
    ).toEqual(["performance 99", "LCP 1.06× the floor's", "TBT 51 ms", "CLS 0.001"]);
  });

  it("fails a page whose median blocking time is within budget but one run's is over 100 ms", () => {
    expect(missedBudgets({ ...MET, tbt: 0, tbtRuns: [0, 0, 101, 0, 0] })).toEqual([
      "TBT 101 ms in one run",
    ]);
  });
});
