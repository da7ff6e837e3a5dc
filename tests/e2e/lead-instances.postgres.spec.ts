/**
 * Several server instances on one PostgreSQL, as behind a load balancer: every lead, and its
 * sender's acknowledgement, is e-mailed exactly once, whichever instance took it and whichever
 * sent it.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { createDatabase } from "../support/postgres";
import { startSiteServer } from "../support/site-server";
import { startMailbox } from "../support/smtp";
import { expect, test } from "./fixtures";

const LEADS = 200;

test("two instances on one PostgreSQL e-mail each of 200 leads and its acknowledgement exactly once", async ({
  site,
}) => {
  test.setTimeout(150_000);
  const mailbox = await startMailbox();
  const databaseUrl = await createDatabase(site.postgres!.url);
  const env = { SMTP_URL: mailbox.url, LEAD_RATE_LIMIT: "0", DATABASE_URL: databaseUrl };
  const instances = await Promise.all(
    [1, 2].map(async () =>
      startSiteServer({ dataDir: await mkdtemp(path.join(tmpdir(), "seafood-instance-")), env }),
    ),
  );
  try {
    const ids: string[] = [];
    let next = 0;
    const submitter = async () => {
      while (next < LEADS) {
        const index = (next += 1);
        const instance = instances[index % 2]!;
        const response = await fetch(`${instance.url}/api/leads`, {
          method: "POST",
          headers: { Accept: "application/json", "Content-Type": "application/json" },
          body: JSON.stringify({
            _form: "contact",
            firstName: "Shared",
            lastName: `Store ${index}`,
            email: `buyer${index}@example.com`,
            phone: "+252904014301",
            message: `Order ${index}`,
          }),
        });
        expect(response.status).toBe(201);
        ids.push(((await response.json()) as { id: string }).id);
      }
    };
    await Promise.all(Array.from({ length: 10 }, submitter));
    expect(new Set(ids).size).toBe(LEADS);

    // The business's e-mails name their lead; the senders' acknowledgements are auto-replies.
    const mailedIds = () =>
      mailbox.received
        .filter((message) => message.mail.headers.has("x-lead-id"))
        .map((message) => message.mail.headers.get("x-lead-id") as string);
    const acknowledged = () =>
      mailbox.received
        .filter((message) => message.mail.headers.get("auto-submitted") === "auto-replied")
        .flatMap((message) => message.recipients);
    await expect.poll(() => new Set(mailedIds()).size, { timeout: 60_000 }).toBe(LEADS);
    await expect.poll(() => new Set(acknowledged()).size, { timeout: 60_000 }).toBe(LEADS);
    // A stopped instance has finished every send it began: nothing more can arrive.
    await Promise.all(instances.map((instance) => instance.stop()));
    const counts = new Map<string, number>();
    for (const id of mailedIds()) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect([...counts.values()].filter((count) => count !== 1)).toEqual([]);
    expect([...counts.keys()].sort()).toEqual([...ids].sort());
    expect(acknowledged()).toHaveLength(LEADS);
    // Both instances sent some: the work was shared, not done by one.
    const senders = instances.map(
      (instance) => (instance.output().match(/"event":"lead.delivered"/g) ?? []).length,
    );
    expect(senders.every((sent) => sent > 0)).toBe(true);
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await mailbox.close();
  }
});
