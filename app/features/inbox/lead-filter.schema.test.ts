import { describe, expect, test } from "vitest";

import { DAY_ORDER_MESSAGE, leadSearchSchema } from "./lead-filter.schema";

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
