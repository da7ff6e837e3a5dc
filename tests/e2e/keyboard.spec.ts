import { expect, type Page, sharedPageTest as test } from "./fixtures";
import { loadDeferredForms } from "./leads";
import { DESKTOP_WIDTH } from "../support/page-shapes";

interface Stop {
  tag: string;
  name: string;
  visibleFocus: boolean;
  index: number;
}

/** Presses Tab until focus leaves the page or comes back round, recording every stop. */
async function tabThrough(page: Page, limit = 200): Promise<Stop[]> {
  await page.locator("body").focus();
  const stops: Stop[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(async () => {
      // Focus going into another site's frame passes through the browser: for a moment the
      // page's active element is the body. Only a body that stays so is the end of the page.
      const settled = performance.now() + 1000;
      while (document.activeElement === document.body && performance.now() < settled) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const all = [...document.querySelectorAll("*")];
      return {
        tag: element.tagName.toLowerCase(),
        name: (element.getAttribute("aria-label") ?? element.textContent ?? element.id).trim(),
        visibleFocus: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        index: all.indexOf(element),
      };
    });
    if (!stop) break;
    if (stops.length > 0 && stop.index === stops[0]!.index) break;
    // Leaving another site's frame, focus may still be in it when the page is asked (a busy
    // machine): the frame seen twice in a row is one stop.
    if (stop.index === stops.at(-1)?.index && stop.tag === "iframe") continue;
    stops.push(stop);
  }
  return stops;
}

/** Links, buttons and fields a sighted keyboard user can see on the page, by name. */
async function visibleInteractiveNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, iframe',
    );
    return [...candidates]
      .filter((element) => {
        if (element.closest('[aria-hidden="true"], [hidden]')) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
      })
      .map((element) =>
        (element.getAttribute("aria-label") ?? element.textContent ?? element.id).trim(),
      );
  });
}

for (const path of ["/", "/contact", "/offer"]) {
  test(`${path}: Tab reaches every control in document order with a visible focus ring`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 800 });
    // A stand-in for the map service's page, with one control: while it has focus, the frame
    // is the page's active element and must show the ring.
    await page.route("https://www.google.com/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: '<title>Map</title><a href="#zoom">Zoom in</a>',
      }),
    );
    await page.goto(path);
    // Deferred forms load first, so their fields are live; the map's frame is made as it comes
    // near, so it is made here, before the walk, not during it.
    await loadDeferredForms(page);
    if (path === "/contact") {
      await page.locator("footer").scrollIntoViewIfNeeded();
      await expect(page.locator("iframe")).toHaveCount(1);
      await expect(
        page.frameLocator("iframe").getByRole("link", { name: "Zoom in" }),
      ).toBeAttached();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const stops = await tabThrough(page);
    expect(stops[0]?.name).toBe("Skip to main content");
    const indexes = stops.map((stop) => stop.index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    expect(stops.filter((stop) => !stop.visibleFocus)).toEqual([]);
    expect(stops.map((stop) => stop.name)).toEqual(await visibleInteractiveNames(page));
  });
}

test("no keyboard trap: Tab runs off the end of the page and Shift+Tab comes back", async ({
  page,
}) => {
  await page.goto("/about");
  const forward = await tabThrough(page);
  expect(forward.length).toBeGreaterThan(10);
  await page.keyboard.press("Shift+Tab");
  const back = await page.evaluate(() => document.activeElement?.textContent?.trim());
  expect(back).toBeTruthy();
});

test("reduced motion: the booking link jumps instantly", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/offer");
  const link = page.getByRole("link", { name: "CLAIM MY FREE TRIAL CLEAN" }).first();
  // Read in the same turn as the click: a smooth scroll would not have moved yet.
  const scrolled = await link.evaluate((element: HTMLElement) => {
    element.click();
    return window.scrollY;
  });
  expect(scrolled).toBeGreaterThan(500);
  await expect(page.getByRole("heading", { name: "Book Your Free Trial Clean" })).toBeInViewport();
});
