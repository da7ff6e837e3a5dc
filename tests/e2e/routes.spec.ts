import { expect, sharedPageTest as test } from "./fixtures";

import { allPaths } from "../../app/content/catalog";
import { expectNoAxeViolations } from "./axe";
import { loadDeferredForms } from "./leads";
import { arabicPages, htmlEscape, pages, withoutInlineMarks } from "./pages";
import {
  ARABIC_PAGE_SHAPES,
  DESKTOP_WIDTH as DESKTOP,
  PAGE_SHAPES,
  PHONE_WIDTH as PHONE,
} from "../support/page-shapes";

test("the route table covers every pre-rendered path", () => {
  expect([...pages, ...arabicPages].map((page) => page.path).sort()).toEqual(
    [...allPaths()].sort(),
  );
  expect(pages).toHaveLength(42);
});

const SHAPES = new Set<string>(PAGE_SHAPES);
/** Time allowed for one page load and its checks on a busy machine. */
const PAGE_LOAD_MS = 3_000;

test.describe("every page", () => {
  test.use({ viewport: { width: PHONE, height: 800 } });

  for (const page of pages) {
    // One load per page checks what a visitor gets: the page, no WCAG 2.2 AA violations, and no
    // console errors once everything deferred has loaded. Every page is checked at phone width;
    // one page of each shape (one per route module) also at desktop width, where a page differs
    // from the others of its shape only in text (the layout follows the width through CSS alone,
    // so widening the window shows the desktop page). The pages are visited in the worker's
    // shared browser page, as a visitor going from page to page would. (The shared page reports
    // Content-Security-Policy violations as console errors.)
    const widths = SHAPES.has(page.path) ? `${PHONE} and ${DESKTOP} px` : `${PHONE} px`;
    test(`${page.path} answers 200, passes axe at ${widths}, and logs no errors`, async ({
      page: browser,
    }) => {
      const errors: string[] = [];
      browser.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      browser.on("pageerror", (error) => errors.push(error.message));
      const response = await browser.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(browser.getByRole("heading", { level: 1 })).toHaveText(page.heading);
      await expect(browser.getByText(page.text, { exact: true }).first()).toBeVisible();
      // The page has started (the fixture's goto waits for that): axe checks what a visitor can
      // use, with no wait for the network to fall quiet (half a second a page, and the lazy
      // pictures it would wait for change nothing axe checks).
      await expectNoAxeViolations(browser);

      if (SHAPES.has(page.path)) {
        await browser.setViewportSize({ width: DESKTOP, height: 800 });
        await expect(browser.getByRole("navigation", { name: "Main" })).toBeVisible();
        await expectNoAxeViolations(browser);
      }

      // Load every deferred form and the map at the bottom, so errors while they load count too.
      await browser.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await loadDeferredForms(browser);
      expect(errors).toEqual([]);
    });
  }
});

for (const page of pages) {
  test(`${page.path} has its heading and body text in the raw HTML`, async ({ request }) => {
    const response = await request.get(page.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(htmlEscape(page.heading))}</h1>`));
    expect(withoutInlineMarks(html)).toContain(htmlEscape(page.text));
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  });
}

test.describe("unknown paths", () => {
  for (const path of ["/no-such-page", "/products/fresh-fish/no-such-fish", "/areas/nowhere"]) {
    test(`${path} ends on the home page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Premium Seafood Processing & Distribution",
      );
    });
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("with JavaScript switched off", () => {
  test.use({ javaScriptEnabled: false });

  // Every page's heading and text are in its raw HTML (above), and so is its stylesheet's
  // noscript holder (speed.spec.ts); shown without JavaScript, they are checked on one page of
  // each shape in each language, whose template and stylesheet the others share.
  test("one page of each shape, in both languages, shows its heading and text, styled by the full stylesheet from its noscript holder", async ({
    page: browser,
  }) => {
    const shapes = [...PAGE_SHAPES, ...ARABIC_PAGE_SHAPES] as readonly string[];
    const visited = [...pages, ...arabicPages].filter((page) => shapes.includes(page.path));
    expect(visited).toHaveLength(shapes.length);
    // One browser page visits them all: a page load each, without a new context each.
    test.setTimeout(visited.length * PAGE_LOAD_MS);
    for (const page of visited) {
      await test.step(page.path, async () => {
        const stylesheet = browser.waitForResponse(/\/assets\/[^/]+\.css$/);
        await browser.goto(page.path);
        expect((await stylesheet).status()).toBe(200);
        await expect(browser.getByRole("heading", { level: 1 })).toHaveText(page.heading);
        await expect(browser.getByText(page.text, { exact: true }).first()).toBeVisible();
        // Styled, with the full stylesheet in use.
        await expect(browser.locator("footer")).toHaveCSS("background-color", "rgb(6, 26, 46)");
        expect(
          await browser.evaluate(() =>
            [...document.styleSheets].some((sheet) => sheet.href?.endsWith(".css")),
          ),
        ).toBe(true);
      });
    }
  });

  for (const [path, form] of [
    ["/", "Contact form"],
    ["/contact", "Contact form"],
    ["/offer", "Booking form"],
    ["/services/business-offer", "Booking form"],
  ] as const) {
    test(`${path} shows the ${form} fields`, async ({ page }) => {
      await page.goto(path);
      const fields = page.getByRole("form", { name: form }).getByRole("textbox");
      await expect(fields.first()).toBeVisible();
      expect(await fields.count()).toBeGreaterThanOrEqual(4);
    });
  }
});
