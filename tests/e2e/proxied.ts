/**
 * The production server behind a front proxy, deployed as the README says: one server with its
 * own SMTP server, started with TRUST_PROXY=127.0.0.1 (the proxy) and a lead rate limit of one a
 * minute, and the proxies a spec starts in front of it. Shared by the Caddy and nginx specs.
 */
import { readFile } from "node:fs/promises";

import { contentSecurityPolicy, securityHeaders, type SitePolicy } from "../../server/http/policy";
import { type SiteServer, startSiteServer } from "../support/site-server";
import { startMailbox, type TestMailbox } from "../support/smtp";
import { OWNER, test as siteTest } from "./fixtures";

export type Proxied<Front> = Front & { server: SiteServer; mailbox: TestMailbox };

/** A proxy's stop, to be called (in reverse order of the starts) when the worker ends. */
export type OnStop = (stop: () => Promise<unknown>) => void;

/**
 * The site's test with a worker fixture `proxied`: the server and its mailbox, and whatever
 * `startFront` starts in front of the server at `upstream` (host:port). Everything started is
 * stopped when the worker ends, last started first, also when a later start fails.
 */
export function proxiedTest<Front extends object>(
  startFront: (upstream: string, onStop: OnStop) => Promise<Front>,
) {
  return siteTest.extend<object, { proxied: Proxied<Front> }>({
    proxied: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
      async ({}, use) => {
        const stops: Array<() => Promise<unknown>> = [];
        const onStop: OnStop = (stop) => stops.unshift(stop);
        try {
          const mailbox = await startMailbox();
          onStop(() => mailbox.close());
          const server = await startSiteServer({
            env: {
              SMTP_URL: mailbox.url,
              TRUST_PROXY: "127.0.0.1",
              LEAD_RATE_LIMIT: "1",
              INBOX_OWNER_EMAIL: OWNER.email,
              INBOX_OWNER_PASSWORD: OWNER.password,
            },
          });
          onStop(() => server.stop());
          const front = await startFront(`127.0.0.1:${server.port}`, onStop);
          await use({ ...front, server, mailbox });
        } finally {
          for (const stop of stops) await stop();
        }
      },
      { scope: "worker", timeout: 60_000 },
    ],
  });
}

/** The headers every API answer carries, as the server sets them (from the build's policy). */
export async function serverHeaders(): Promise<Record<string, string>> {
  const policy = JSON.parse(await readFile("build/site-policy.json", "utf8")) as SitePolicy;
  return {
    ...securityHeaders(contentSecurityPolicy(policy), "/api/leads"),
    "Cache-Control": "no-store",
  };
}
