/**
 * When a page's code starts (decision 035): a page of text loads, runs and hydrates nothing
 * until the visitor reaches for it; a part that changes by itself (the home page's slideshow, the
 * inbox) starts it when it needs it. These tests open pages of their own: the fixture's `goto`
 * reaches for every page it opens.
 */
import { expect, type Page, test } from "./fixtures";

const CODE = /\/assets\/.+\.(js|css)$/;

/** The page's scripts and stylesheets requested so far, by path. */
function recordCode(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (CODE.test(pathname)) paths.push(pathname);
  });
  return paths;
}

/** Opens a page and lets it settle, untouched: loaded, painted, its start waiting, the network quiet. */
async function openUntouched(page: Page, url: string) {
  await page.goto(url, { waitUntil: "load" });
  await page.locator("html[data-painted-at]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
}

test.describe("a page's code starts when the visitor reaches for it", () => {
  test("a page of text loads only its start until a key is pressed, then its data, code and full stylesheet", async ({
    context,
    baseURL,
  }) => {
    const page = await context.newPage();
    const requested = recordCode(page);
    await openUntouched(page, baseURL + "/about");
    expect(requested).toEqual([expect.stringMatching(/^\/assets\/pages\/page-[\w-]+\.js$/)]);
    await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
    await page.keyboard.press("Shift");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    expect(requested).toContainEqual(expect.stringMatching(/^\/assets\/pages\/data-[\w-]+\.js$/));
    expect(requested).toContainEqual(expect.stringMatching(/^\/assets\/[^/]+\.css$/));
  });

  test("a browser without @property loads the full stylesheet at once, for its fallbacks", async ({
    context,
    baseURL,
  }) => {
    const page = await context.newPage();
    await page.addInitScript(() => {
      Reflect.deleteProperty(CSS, "registerProperty");
    });
    const requested = recordCode(page);
    await openUntouched(page, baseURL + "/about");
    expect(requested).toContainEqual(expect.stringMatching(/^\/assets\/[^/]+\.css$/));
    await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
  });

  test("a pointer moving over the page starts it", async ({ context, baseURL }) => {
    const page = await context.newPage();
    await openUntouched(page, baseURL + "/contact");
    await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
    await page.mouse.move(200, 300);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
  });

  test("a click on a button before the page has started is made again once it has", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
    try {
      const page = await context.newPage();
      await openUntouched(page, "/about");
      const menu = page.getByRole("button", { name: "Open menu" });
      await menu.click();
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await expect(page.locator("#mobile-menu")).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("the home page starts by itself a second before its slideshow's first change, 3 s after the paint", async ({
    context,
    baseURL,
  }) => {
    const page = await context.newPage();
    await page.clock.install({ time: new Date("2026-01-01T08:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-01T08:00:01Z"));
    await openUntouched(page, baseURL + "/");
    const active = page.locator('[aria-roledescription="slide"][data-active="true"]');
    await page.clock.runFor(1_900);
    await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
    await page.clock.runFor(100);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    // The first slide's time counts from the paint, not from the start.
    await page.clock.runFor(900);
    await expect(active).toContainText("Bold Vision");
    await page.clock.runFor(100);
    await expect(active).toContainText("Blue Economy");
  });

  test("the inbox starts as soon as it is shown", async ({ context, baseURL }) => {
    const page = await context.newPage();
    await page.goto(baseURL + "/inbox", { waitUntil: "load" });
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
  });
});
