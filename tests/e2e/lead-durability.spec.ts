/**
 * A lead the server has acknowledged survives a crash: SIGKILL in the middle of a burst, then
 * a restart on the same store. Runs on SQLite and on PostgreSQL.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { storedLeadIds, type StoreLocation } from "../support/lead-store";
import { createDatabase } from "../support/postgres";
import { type SiteServer, startSiteServer } from "../support/site-server";
import { startMailbox } from "../support/smtp";
import { expect, test } from "./fixtures";

const CONCURRENCY = 20;
const KILL_AFTER = 100;
/** Ends the burst if the kill never lands; the server dies long before. */
const MAX_POSTS = 1_000;

test("a SIGKILL during a burst of leads loses none that got a 2xx: all are stored and e-mailed after a restart", async ({
  site,
}) => {
  test.setTimeout(120_000);
  const mailbox = await startMailbox();
  const location: StoreLocation = {
    dataDir: await mkdtemp(path.join(tmpdir(), "seafood-crash-")),
    ...(site.postgres ? { databaseUrl: await createDatabase(site.postgres.url) } : {}),
  };
  const env = {
    SMTP_URL: mailbox.url,
    LEAD_RATE_LIMIT: "0",
    // A message the killed server was sending may be taken over two seconds later.
    OUTBOX_LEASE_SECONDS: "2",
    ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl } : {}),
  };
  let server: SiteServer | undefined = await startSiteServer({ dataDir: location.dataDir, env });
  try {
    const acknowledged = new Set<string>();
    let posted = 0;
    let killing: Promise<void> | undefined;
    const target = server;
    // Each submitter posts until a post fails, so the burst lasts until the server is gone,
    // however fast it answers and whenever the kill lands.
    const submitter = async (): Promise<"cut off" | "ran out"> => {
      while (posted < MAX_POSTS) {
        const index = (posted += 1);
        try {
          const response = await fetch(`${target.url}/api/leads`, {
            method: "POST",
            headers: {
              Accept: "application/json",
              "Content-Type": "application/json",
              "Idempotency-Key": `crash-test-${index}-${Date.now()}`,
            },
            body: JSON.stringify({
              _form: "contact",
              firstName: "Burst",
              lastName: `Buyer ${index}`,
              email: `buyer${index}@example.com`,
              phone: "+252904014301",
              message: `Order ${index}: frozen grouper`,
            }),
          });
          if (response.status === 201)
            acknowledged.add(((await response.json()) as { id: string }).id);
        } catch {
          // The server is gone: this submission was never acknowledged.
          return "cut off";
        }
        if (acknowledged.size >= KILL_AFTER) killing ??= target.kill();
      }
      return "ran out";
    };
    const ends = await Promise.all(Array.from({ length: CONCURRENCY }, submitter));
    await killing;
    // Every submitter was still posting when the server died: the kill landed mid-burst.
    expect(ends).toEqual(Array.from({ length: CONCURRENCY }, () => "cut off"));
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);

    server = await startSiteServer({ dataDir: location.dataDir, env });
    const stored = await storedLeadIds(location);
    const lost = [...acknowledged].filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
    await expect
      .poll(
        () => {
          const mailed = new Set(
            mailbox.received.map((message) => message.mail.headers.get("x-lead-id")),
          );
          return [...acknowledged].filter((id) => !mailed.has(id)).length;
        },
        { timeout: 60_000 },
      )
      .toBe(0);
  } finally {
    await server?.stop();
    await mailbox.close();
  }
});
