// @vitest-environment jsdom
import { afterEach, describe, expect, test } from "vitest";

import { DEFAULT_FILTER } from "./lead-filter.schema";
import { forgetStoredFilter, readStoredFilter, storeFilter } from "./lead-filter-storage";

afterEach(() => window.sessionStorage.clear());

describe("the kept lead filter", () => {
  test("comes back as it was stored", () => {
    const filter = { ...DEFAULT_FILTER, q: "grouper", status: "handled" as const, page: 2 };
    storeFilter(filter);
    expect(readStoredFilter()).toEqual(filter);
  });

  test("is gone once forgotten", () => {
    storeFilter({ ...DEFAULT_FILTER, q: "Ada Obi" });
    forgetStoredFilter();
    expect(readStoredFilter()).toEqual(DEFAULT_FILTER);
    expect(JSON.stringify(window.sessionStorage)).not.toContain("Ada Obi");
  });

  test.each([
    ["not JSON", "{"],
    ["an unknown status", JSON.stringify({ status: "archived" })],
    ["a malformed day", JSON.stringify({ from: "yesterday" })],
  ])("falls back to every new lead when the stored value is %s", (_, stored) => {
    window.sessionStorage.setItem("inbox.lead-filter", stored);
    expect(readStoredFilter()).toEqual(DEFAULT_FILTER);
  });
});
