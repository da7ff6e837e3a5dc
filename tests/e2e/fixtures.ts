import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { test as base, devices, type Page } from "@playwright/test";

import { createDatabase, startPostgres, type TestPostgres } from "../support/postgres";
import { startSiteServer, type SiteServer } from "../support/site-server";
import { startMailbox, type TestMailbox } from "../support/smtp";

export { expect, type Page, type Request } from "@playwright/test";

export type StoreKind = "sqlite" | "postgres";

/** The inbox owner every test server is started with. */
export const OWNER = { email: "owner@example.com", password: "correct horse battery staple" };

export interface Site {
  /** The production server, started for this worker. */
  server: SiteServer;
  /** The SMTP server it e-mails leads to. */
  mailbox: TestMailbox;
  store: StoreKind;
  /** The PostgreSQL it uses (postgres project only). */
  postgres?: TestPostgres;
  databaseUrl?: string;
}

export interface WorkerFixtures {
  /** The lead store of this project's servers. */
  store: StoreKind;
  site: Site;
  /** The browser pages of `sharedPageTest`, one with JavaScript and one without. */
  visitors: Visitors;
}

interface Visitors {
  page(javaScriptEnabled: boolean): Promise<Page>;
}

/**
 * Each worker runs its own production server (`node build/server/main.js`) with its own store
 * and a real SMTP server in the test process, so tests can follow a lead from the browser to
 * the e-mail. Pages wait until the site's JavaScript has run (it starts after the load event),
 * as a person on a fast connection would; pages with JavaScript off are returned at once.
 */
export const test = base.extend<object, WorkerFixtures>({
  store: ["sqlite", { option: true, scope: "worker" }],
  site: [
    async ({ store }, use) => {
      const mailbox = await startMailbox();
      const postgres = store === "postgres" ? await startPostgres() : undefined;
      const databaseUrl = postgres ? await createDatabase(postgres.url) : undefined;
      const server = await startSiteServer({
        dataDir: await mkdtemp(path.join(tmpdir(), "seafood-e2e-")),
        env: {
          SMTP_URL: mailbox.url,
          LEAD_RATE_LIMIT: "0",
          INBOX_OWNER_EMAIL: OWNER.email,
          INBOX_OWNER_PASSWORD: OWNER.password,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        },
      });
      await use({ server, mailbox, store, postgres, databaseUrl });
      await server.stop();
      await mailbox.close();
      await postgres?.destroy();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  visitors: [
    async ({ browser, site }, use) => {
      const opened = new Map<boolean, Promise<Page>>();
      const open = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({
          ...devices["Desktop Chrome"],
          baseURL: site.server.url,
          javaScriptEnabled,
        });
        const page = await context.newPage();
        // Not always logged by the browser itself.
        await page.addInitScript(() =>
          document.addEventListener("securitypolicyviolation", (event) =>
            console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
          ),
        );
        if (javaScriptEnabled) waitForStartOnGoto(page);
        return page;
      };
      await use({
        page: (javaScriptEnabled) => {
          if (!opened.has(javaScriptEnabled))
            opened.set(javaScriptEnabled, open(javaScriptEnabled));
          return opened.get(javaScriptEnabled)!;
        },
      });
      for (const page of opened.values()) await (await page).context().close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.server.url);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForStartOnGoto(page);
    await use(page);
  },
});

/** Makes the page's `goto` return once the site's JavaScript has started (hydrated) an HTML page. */
function waitForStartOnGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()["content-type"]?.startsWith("text/html") !== false) {
      await startPage(page);
    }
    return response;
  };
}

/**
 * Reaches for the page as a visitor does, once its start is waiting for that (a page's code
 * starts on a visitor's first key, pointer or focus: decision 035), and waits until the page has
 * started (hydrated). The key is Shift, which changes nothing on a page by itself. A page that
 * did not take the key (its start swaps the full stylesheet in at once when it does) fails here
 * with what the page looked like, not later as a slow start.
 */
export async function startPage(page: Page): Promise<void> {
  await page.locator("html[data-painted-at]").waitFor({ state: "attached" });
  await page.keyboard.press("Shift");
  try {
    await page.waitForFunction(() => !document.querySelector("noscript[data-stylesheet]"), null, {
      timeout: 10_000,
    });
  } catch {
    throw new Error(`the page did not start on a key press: ${await pageState(page)}`);
  }
  try {
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
  } catch {
    throw new Error(`the page started but did not hydrate: ${await pageState(page)}`);
  }
}

/** What a page that did not start or hydrate had: its focus, marks, and each script's answer. */
function pageState(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({
      url: location.href,
      visibility: document.visibilityState,
      focused: document.hasFocus(),
      active: document.activeElement?.outerHTML.slice(0, 80),
      marks: { ...document.documentElement.dataset },
      routeModules: Object.keys(
        (window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {},
      ),
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => {
          const { pathname } = new URL(entry.name);
          return `${pathname} ${(entry as PerformanceResourceTiming).responseStatus}`;
        }),
    }),
  );
}

/**
 * The same fixtures, but the test's `page` is one browser page per worker, kept from test to test
 * (with JavaScript, and one without for tests that switch it off). A page opened in a new context
 * loads, compiles and starts the site's code from nothing (about 2 s on this machine, more on a
 * busy one), where a page that has shown the site before starts the next in about 0.3 s. For
 * tests that need no clock, init script or context of their own: each starts at its viewport,
 * and what a test leaves behind is cleared after it (its listeners and routes, an emulated
 * preference for reduced motion, the cookies, the site's storage), and the page waits for the
 * next test on a still document of the site. A test that fails ends its worker, and the page
 * with it. The page reports every Content-Security-Policy violation as a console error.
 */
export const sharedPageTest = test.extend({
  page: async ({ visitors, viewport, javaScriptEnabled }, use) => {
    const page = await visitors.page(javaScriptEnabled !== false);
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
    page.removeAllListeners();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.emulateMedia({ reducedMotion: null });
    await page.context().clearCookies();
    // The page waits for its next test on a text file of the site, which starts no script and
    // moves nothing: a page left showing the home page's slideshow would draw it, frame after
    // frame, all through the tests that run meanwhile. The site's storage is cleared from there
    // (a test may have ended on another server's page).
    await page.goto("/robots.txt");
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  },
});
