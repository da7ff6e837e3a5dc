import { describe, expect, test } from "vitest";

import { home } from "~/content/home";
import { LOCALES } from "~/content/locale";
import { localize } from "~/content/localized";
import { pageMeta, pageTitle, TITLE_MAX_LENGTH, withStructuredData } from "~/lib/seo";

describe("page titles", () => {
  test.each(LOCALES)("the home page's %s title fits search results", (locale) => {
    expect(pageTitle(localize(home.seoTitle, locale)).length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
  });
});

describe("structured data", () => {
  const seo = withStructuredData({ title: "Grouper", description: "Whole grouper.", path: "/x" }, [
    { "@context": "https://schema.org", "@type": "Product", name: "Grouper" },
  ]);

  test("is written into the pre-rendered page's head", () => {
    const types = pageMeta(seo)
      .filter((tag) => "script:ld+json" in tag)
      .map((tag) => (tag["script:ld+json"] as { "@type": string })["@type"]);
    expect(types).toEqual(["WebPage", "Product"]);
  });

  test("does not travel in the page data", () => {
    expect(Object.keys(seo)).not.toContain("structuredData");
    expect(JSON.stringify(seo)).not.toContain("Product");
  });
});
