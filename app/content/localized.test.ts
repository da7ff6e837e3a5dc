import { describe, expect, test } from "vitest";

import { localize, localizedText, requireTranslations } from "./localized";

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

describe("the translation check of a page's copy", () => {
  test("passes copy whose every text has both languages, and code fields in one", () => {
    const copy = { heading: { en: "Our Story", ar: "قصتنا" }, image: "about-story", year: 2022 };
    expect(requireTranslations("about.ts", copy, ["image"])).toBe(copy);
  });

  test("names every text that is still English only, or half translated", () => {
    const copy = {
      heading: "Our Story",
      facts: [{ label: { en: "Established", ar: "" } }],
    };
    expect(() => requireTranslations("about.ts", copy)).toThrow(
      'about.ts: "heading" has no Arabic; "facts.0.label" needs both languages',
    );
  });
});
