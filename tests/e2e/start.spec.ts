/**
 * When a page's code starts (decision 035): a page loads, runs and hydrates nothing until the
 * visitor reaches for it; the home page's slideshow turns in CSS until then (decision 037), and
 * the inbox starts at once. These tests open pages of their own: the fixture's `goto`
 * reaches for every page it opens.
 */
import { expect, type Page, test } from "./fixtures";

import { CAROUSEL_INTERVAL_MS } from "../../app/components/home/hero-carousel";

/** The slides' cross-fade (Tailwind's duration-700 in hero-carousel.tsx). */
const FADE_MS = 700;

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

  test("the home page's slideshow turns in CSS on the carousel's times, and its code carries on from there", async ({
    context,
    baseURL,
  }) => {
    const page = await context.newPage();
    await page.clock.install({ time: new Date("2026-01-01T08:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-01T08:00:01Z"));
    await openUntouched(page, baseURL + "/");
    // Nothing on the page starts its code by itself.
    await expect(page.locator("[data-start-at-once]")).toHaveCount(0);
    // Sets the CSS cycle to a time and reads what shows: the slides are stacked in order, so the
    // last opaque one is on screen; each dot's fill.
    const turnedTo = (ms: number) =>
      page.evaluate((time) => {
        for (const animation of document.getAnimations()) {
          animation.pause();
          animation.currentTime = time;
        }
        const opacity = (selector: string) =>
          [...document.querySelectorAll(selector)].map(
            (element) => Math.round(Number(getComputedStyle(element).opacity) * 100) / 100,
          );
        const slides = opacity('[aria-roledescription="slide"]');
        return { shown: slides.lastIndexOf(1), slides, dots: opacity('[data-turn="dot"]') };
      }, ms);
    const showing = (shown: number) => ({
      shown,
      dots: [0, 1, 2].map((dot) => (dot === shown ? 1 : 0)),
    });
    const pick = ({ shown, dots }: { shown: number; dots: number[] }) => ({ shown, dots });
    expect(pick(await turnedTo(0))).toEqual(showing(0));
    expect(pick(await turnedTo(CAROUSEL_INTERVAL_MS - 1))).toEqual(showing(0));
    // Slide 2 fades in over the first, which stays underneath.
    const fadingIn = await turnedTo(CAROUSEL_INTERVAL_MS + FADE_MS / 2);
    expect(fadingIn.slides[0]).toBe(1);
    expect(fadingIn.slides[1]).toBeGreaterThan(0);
    expect(fadingIn.slides[1]).toBeLessThan(1);
    expect(pick(await turnedTo(CAROUSEL_INTERVAL_MS + FADE_MS))).toEqual(showing(1));
    expect(pick(await turnedTo(2 * CAROUSEL_INTERVAL_MS + FADE_MS))).toEqual(showing(2));
    // Slide 2 is hidden under slide 3 once it has come in.
    expect((await turnedTo(2 * CAROUSEL_INTERVAL_MS + FADE_MS + 100)).slides).toEqual([1, 0, 1]);
    // The last fades out, uncovering the first.
    const fadingOut = await turnedTo(3 * CAROUSEL_INTERVAL_MS + FADE_MS / 2);
    expect(fadingOut.slides[2]).toBeGreaterThan(0);
    expect(fadingOut.slides[2]).toBeLessThan(1);
    expect(pick(await turnedTo(3 * CAROUSEL_INTERVAL_MS + FADE_MS))).toEqual(showing(0));
    expect(pick(await turnedTo(4 * CAROUSEL_INTERVAL_MS + FADE_MS))).toEqual(showing(1));
    await expect(page.locator("html[data-hydrated]")).not.toBeAttached();

    // Started a second into the second slide: the code shows it, and turns 2 s later.
    await turnedTo(CAROUSEL_INTERVAL_MS + 1000);
    await page.keyboard.press("Shift");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel).toHaveAttribute("data-ready", "true");
    const active = page.locator('[aria-roledescription="slide"][data-active="true"]');
    await expect(active).toContainText("Blue Economy");
    await expect(page.getByRole("button", { name: /^Show slide 2/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // The CSS turning is gone (a transition of the code's may run).
    const turning = () =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => animation instanceof CSSAnimation).length,
      );
    expect(await turning()).toBe(0);
    await expect(active).toHaveCSS("opacity", "1");
    await page.clock.runFor(1_900);
    await expect(active).toContainText("Blue Economy");
    await page.clock.runFor(100);
    await expect(active).toContainText("Better Future");
  });

  test("the slideshow stands still before the start too for a visitor who prefers less motion", async ({
    context,
    baseURL,
  }) => {
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openUntouched(page, baseURL + "/");
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test("the inbox starts as soon as it is shown", async ({ context, baseURL }) => {
    const page = await context.newPage();
    await page.goto(baseURL + "/inbox", { waitUntil: "load" });
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
  });
});
