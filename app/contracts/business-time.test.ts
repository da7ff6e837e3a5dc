import { describe, expect, test } from "vitest";

import { businessDay, businessDayStart } from "./business-time";

describe("the business's days", () => {
  test("a moment's date is the date in Mogadishu (UTC+3), not in UTC", () => {
    expect(businessDay(Date.UTC(2026, 10, 23, 20, 59))).toBe("2026-11-23");
    expect(businessDay(Date.UTC(2026, 10, 23, 21, 0))).toBe("2026-11-24");
  });

  test("a day begins at midnight in Mogadishu, 21:00 UTC the day before", () => {
    expect(businessDayStart("2026-11-24")).toBe(Date.UTC(2026, 10, 23, 21, 0));
    expect(businessDay(businessDayStart("2026-11-24"))).toBe("2026-11-24");
    expect(businessDay(businessDayStart("2026-11-24") - 1)).toBe("2026-11-23");
  });
});
