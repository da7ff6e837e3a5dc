/**
 * The Chromium these tests run in, as playwright.config.ts starts it: no page of Chromium's own
 * interface beside the site's (tests/support/chromium.ts). Chromium builds the address bar's popup
 * page with a window, so it is listed as soon as the window's page is.
 */
import { expect, sharedPageTest as test } from "./fixtures";

test("the browser opens its windows without the address bar's popup page", async ({ page }) => {
  await page.goto("/robots.txt");
  const session = await page.context().browser()!.newBrowserCDPSession();
  const { targetInfos } = (await session.send("Target.getTargets", {
    filter: [{}],
  } as never)) as { targetInfos: Array<{ type: string; url: string }> };
  expect(targetInfos.filter((target) => target.type === "page").length).toBeGreaterThan(0);
  expect(targetInfos.filter((target) => target.type === "browser_ui")).toEqual([]);
  await session.detach();
});
