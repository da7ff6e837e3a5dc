import { describe, expect, test } from "vitest";

import {
  estimateCleaningCost,
  formatPounds,
  formatSqFt,
  parseAreaDescription,
} from "./price-estimate";

// The estimate's constants (docs/requirements.md#cost-estimate), written out again so that a
// changed constant in the module fails here.
const SIZES: Array<[areaSize: string, customAreaSize: string, sqFt: number]> = [
  ["small", "", 800],
  ["medium", "", 2000],
  ["large", "", 4300],
  ["verylarge", "", 6000],
  ["other", "1,500 sq ft", 1500],
  ["other", "", 2000],
  ["discuss", "", 2000],
  ["", "", 2000],
];

const FREQUENCIES: Array<[frequency: string, perWeek: number]> = [
  ["7days", 7],
  ["5days", 5],
  ["3days", 3],
  ["2days", 2],
  ["1day", 1],
  ["2monthly", 0.5],
  ["oneoff", 0.25],
  ["discuss", 1],
  ["", 1],
];

const everyCombination = SIZES.flatMap(([areaSize, customAreaSize, sqFt]) =>
  FREQUENCIES.map(([frequency, perWeek]) => ({
    areaSize,
    customAreaSize,
    frequency,
    sqFt,
    perCleaning: sqFt * 0.036,
    weekly: sqFt * 0.036 * perWeek,
    monthly: sqFt * 0.036 * perWeek * 4.3,
    yearly: sqFt * 0.036 * perWeek * 52,
  })),
);

describe("estimateCleaningCost", () => {
  test.each(everyCombination)(
    "area '$areaSize' ($customAreaSize) cleaned '$frequency'",
    ({ sqFt, perCleaning, weekly, monthly, yearly, ...input }) => {
      const estimate = estimateCleaningCost(input);
      expect(estimate.areaSqFt).toBeCloseTo(sqFt, 6);
      expect(estimate.perCleaning).toBeCloseTo(perCleaning, 6);
      expect(estimate.weekly).toBeCloseTo(weekly, 6);
      expect(estimate.monthly).toBeCloseTo(monthly, 6);
      expect(estimate.yearly).toBeCloseTo(yearly, 6);
    },
  );

  test.each([
    ["small", "5days", "£28.80", "£144.00", "£619.20", "£7,488.00"],
    ["medium", "5days", "£72.00", "£360.00", "£1,548.00", "£18,720.00"],
    ["large", "3days", "£154.80", "£464.40", "£1,996.92", "£24,148.80"],
    ["verylarge", "7days", "£216.00", "£1,512.00", "£6,501.60", "£78,624.00"],
    ["small", "2monthly", "£28.80", "£14.40", "£61.92", "£748.80"],
    ["medium", "oneoff", "£72.00", "£18.00", "£77.40", "£936.00"],
    ["discuss", "discuss", "£72.00", "£72.00", "£309.60", "£3,744.00"],
  ])("shows %s cleaned %s as %s, %s a week, %s a month, %s a year", (...row) => {
    const [areaSize, frequency, perCleaning, weekly, monthly, yearly] = row;
    const estimate = estimateCleaningCost({ areaSize, customAreaSize: "", frequency });
    expect(formatPounds(estimate.perCleaning)).toBe(perCleaning);
    expect(formatPounds(estimate.weekly)).toBe(weekly);
    expect(formatPounds(estimate.monthly)).toBe(monthly);
    expect(formatPounds(estimate.yearly)).toBe(yearly);
  });

  test("ignores the description unless the size is 'other'", () => {
    const estimate = estimateCleaningCost({
      areaSize: "small",
      customAreaSize: "9,000 sq ft",
      frequency: "1day",
    });
    expect(estimate.areaSqFt).toBe(800);
  });

  test("does not mistake an inherited property for a choice", () => {
    const estimate = estimateCleaningCost({
      areaSize: "toString",
      customAreaSize: "",
      frequency: "constructor",
    });
    expect(estimate.areaSqFt).toBe(2000);
    expect(estimate.weekly).toBeCloseTo(72, 6);
  });
});

describe("parseAreaDescription", () => {
  test.each([
    ["1,500 sq ft", 1500],
    ["1500", 1500],
    ["1500.5 sq ft", 1500.5],
    ["12,000,000 sq ft", 12_000_000],
    ["about 2,500.75 square feet", 2500.75],
    ["two floors, 900 sq ft each", 900],
    ["140 m²", 140 * 10.7639],
    ["140 sqm", 140 * 10.7639],
    ["140sqm", 140 * 10.7639],
    ["140 m2", 140 * 10.7639],
    ["140 sq m", 140 * 10.7639],
    ["140 sq. metres", 140 * 10.7639],
    ["about 200 square metres", 200 * 10.7639],
    ["roughly 1,200 Square Meters", 1200 * 10.7639],
    ["no idea", 2000],
    ["", 2000],
  ])("reads '%s' as %f sq ft", (text, sqFt) => {
    expect(parseAreaDescription(text)).toBeCloseTo(sqFt, 6);
  });
});

describe("formatPounds", () => {
  test.each([
    [0, "£0.00"],
    [28.8, "£28.80"],
    [1234.56, "£1,234.56"],
    [1548, "£1,548.00"],
    [18720, "£18,720.00"],
    [1234567.891, "£1,234,567.89"],
    [0.005, "£0.01"],
  ])("formats %f as %s", (amount, text) => {
    expect(formatPounds(amount)).toBe(text);
  });
});

describe("formatSqFt", () => {
  test.each([
    [800, "800 sq ft"],
    [1500.5, "1,501 sq ft"],
    [140 * 10.7639, "1,507 sq ft"],
  ])("formats %f as %s", (sqFt, text) => {
    expect(formatSqFt(sqFt)).toBe(text);
  });
});
