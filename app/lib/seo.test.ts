import { describe, expect, test } from "vitest";

import { home } from "~/content/home";
import { LOCALES } from "~/content/locale";
import { localize } from "~/content/localized";
import { pageTitle, TITLE_MAX_LENGTH } from "~/lib/seo";

describe("page titles", () => {
  test.each(LOCALES)("the home page's %s title fits search results", (locale) => {
    expect(pageTitle(localize(home.seoTitle, locale)).length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
  });
});
