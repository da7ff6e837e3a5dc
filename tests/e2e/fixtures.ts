import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { test as base, devices, type Page } from "@playwright/test";

import { createDatabase, startPostgres, type TestPostgres } from "../support/postgres";
import { startSiteServer, type SiteServer } from "../support/site-server";
import { startMailbox, type TestMailbox } from "../support/smtp";

export { type ConsoleMessage, expect, type Page, type Request } from "@playwright/test";

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
  /**
   * One browser page per worker, kept from test to test, for tests that only look at pages:
   * a page opened in a new context loads, compiles and starts the site's code from nothing
   * (about 2 s on this machine), where a page that has shown the site before starts the next
   * one in about 0.3 s. It reports every Content-Security-Policy violation as a console error.
   * A test that uses it sets the viewport it needs and removes the listeners it adds.
   */
  visitor: Page;
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
  visitor: [
    async ({ browser, site }, use) => {
      const context = await browser.newContext({
        ...devices["Desktop Chrome"],
        baseURL: site.server.url,
      });
      const page = await context.newPage();
      // Not always logged by the browser itself.
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      waitForStartOnGoto(page);
      await use(page);
      await context.close();
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

/** Makes the page's `goto` return once the site's JavaScript has started (hydrated) the page. */
function waitForStartOnGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    return response;
  };
}
