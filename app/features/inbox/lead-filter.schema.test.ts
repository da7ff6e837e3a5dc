import { describe, expect, test } from "vitest";

import {
  activeFilters,
  DAY_ORDER_MESSAGE,
  DEFAULT_FILTER,
  leadSearchSchema,
} from "./lead-filter.schema";

describe("leadSearchSchema", () => {
  test.each([
    [{ from: "2026-01-02", to: "2026-01-01" }, false],
    [{ from: "2026-01-01", to: "2026-01-01" }, true],
    [{ from: "2026-01-01", to: "" }, true],
    [{ from: "", to: "2026-01-01" }, true],
  ])("days %o are accepted: %s", (days, accepted) => {
    const result = leadSearchSchema.safeParse({ q: "", form: "", ...days });
    expect(result.success).toBe(accepted);
    if (!result.success) {
      expect(result.error.issues[0]).toMatchObject({ path: ["to"], message: DAY_ORDER_MESSAGE });
    }
  });

  test("trims the search text and caps it at 200 characters", () => {
    expect(leadSearchSchema.parse({ q: "  Ada  " }).q).toBe("Ada");
    expect(leadSearchSchema.safeParse({ q: "x".repeat(201) }).success).toBe(false);
  });
});

describe("activeFilters", () => {
  test.each([
    [{}, 0],
    [{ q: "Ada" }, 1],
    [{ lang: "ar" }, 1],
    [{ delivery: "failing" }, 1],
    [{ from: "2026-01-01", to: "2026-01-31" }, 1],
    [{ q: "Ada", form: "contact", lang: "en", delivery: "failing", to: "2026-01-31" }, 5],
  ] as const)("%o narrows by %i", (fields, count) => {
    expect(activeFilters({ ...DEFAULT_FILTER, ...fields })).toBe(count);
  });

  test("a status tab and a page are not filters", () => {
    expect(activeFilters({ ...DEFAULT_FILTER, status: "spam", page: 3 })).toBe(0);
  });
});
