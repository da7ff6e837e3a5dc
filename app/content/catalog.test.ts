import { describe, expect, test } from "vitest";

import { SPEC_SHEETS_PATH, specSheetFolder, specSheetPath } from "./catalog";

describe("specification sheet paths", () => {
  test("English sheets sit in the sheets folder, Arabic ones in its ar folder", () => {
    expect(specSheetPath({ slug: "grouper" })).toBe("/assets/spec-sheets/grouper.pdf");
    expect(specSheetPath({ slug: "grouper" }, "en")).toBe("/assets/spec-sheets/grouper.pdf");
    expect(specSheetPath({ slug: "grouper" }, "ar")).toBe("/assets/spec-sheets/ar/grouper.pdf");
    expect(specSheetFolder("en")).toBe(SPEC_SHEETS_PATH);
    expect(specSheetFolder("ar")).toBe(`${SPEC_SHEETS_PATH}/ar`);
  });
});
