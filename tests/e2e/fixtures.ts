import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { test as base } from "@playwright/test";

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
  baseURL: async ({ site }, use) => {
    await use(site.server.url);
  },
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
