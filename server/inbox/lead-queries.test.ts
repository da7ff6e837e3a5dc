import { describe, expect, test } from "vitest";

import { businessDay } from "./lead-queries";

describe("businessDay", () => {
  test("is the date in Mogadishu (UTC+3), not in UTC", () => {
    expect(businessDay(Date.UTC(2026, 10, 23, 20, 59))).toBe("2026-11-23");
    expect(businessDay(Date.UTC(2026, 10, 23, 21, 0))).toBe("2026-11-24");
  });
});
