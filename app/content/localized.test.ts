import { describe, expect, test } from "vitest";

import { localize, localizedText } from "./localized";

describe("localized texts", () => {
  const page = {
    slug: "grouper",
    title: { en: "Grouper", ar: "هامور" },
    paragraphs: [
      { en: "One", ar: "واحد" },
      { en: "Two", ar: "اثنان" },
    ],
    trade: { hsCode: "0302.89", waters: { en: "Off Eyl", ar: "قبالة إيل" } },
    count: 3,
  };

  test("resolves every text to one language, at any depth, and leaves the rest alone", () => {
    expect(localize(page, "ar")).toEqual({
      slug: "grouper",
      title: "هامور",
      paragraphs: ["واحد", "اثنان"],
      trade: { hsCode: "0302.89", waters: "قبالة إيل" },
      count: 3,
    });
    expect(localize(page, "en").trade.waters).toBe("Off Eyl");
  });

  test("a text without its Arabic, or with an empty one, fails the content check", () => {
    expect(localizedText.safeParse({ en: "Grouper" }).success).toBe(false);
    expect(localizedText.safeParse({ en: "Grouper", ar: " " }).success).toBe(false);
    expect(localizedText.safeParse({ en: "Grouper", ar: "هامور", fr: "Mérou" }).success).toBe(
      false,
    );
    expect(localizedText.safeParse({ en: "Grouper", ar: "هامور" }).success).toBe(true);
  });
});
