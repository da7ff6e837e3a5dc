import { test as base } from "@playwright/test";

export { expect, type Page, type Request } from "@playwright/test";

/**
 * The site's JavaScript starts after the load event. Tests that click things wait until the
 * page has hydrated (root marks <html data-hydrated>), as a person on a fast connection would.
 * Pages opened with JavaScript switched off are returned as soon as they load.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      return response;
    };
    await use(page);
  },
});
