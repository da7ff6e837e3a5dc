import { describe, expect, it } from "vitest";

import { median } from "./median.ts";

describe("median", () => {
  it("takes the middle of an odd count, whatever the order", () => {
    expect(median([63, 0, 10])).toBe(10);
    expect(median([0.9, 0.75, 0.76])).toBe(0.76);
  });

  it("takes the mean of the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("has none for no values", () => {
    expect(median([])).toBeNaN();
  });
});
