import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { type AttentionAnswer, INBOX_API } from "~/contracts/inbox";

import { startMailbox, type TestMailbox } from "../tests/support/smtp";
import { createMetrics } from "./metrics";
import { startTestServer, storeLocation, type TestServer } from "./test/harness";
import { VALID_POSTS } from "./test/lead-posts";

const PROMTOOL = "/usr/bin/promtool";
const DEPLOY = path.resolve(import.meta.dirname, "../deploy");
const OWNER = { email: "owner@example.com", password: "a long inbox passphrase" };
/** The personal values posted below: none may appear in a scrape. */
const PERSONAL = ["Ada", "Obi", "ada@example.com", "904014301", "grouper", "owner@example"];

/** promtool (Debian's `prometheus` package; .ci/run installs it), or a failure saying so. */
function promtool(args: string[], input?: string): { status: number | null; output: string } {
  if (!existsSync(PROMTOOL)) {
    throw new Error(`${PROMTOOL} is missing: install it with "apt-get install prometheus".`);
  }
  const run = spawnSync(PROMTOOL, args, { input, cwd: DEPLOY, encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The value of one sample of a scrape, by its name and labels as written, or undefined. */
function sample(scrape: string, series: string): number | undefined {
  const line = scrape.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("metrics on METRICS_PORT", () => {
  let server: TestServer;
  let mailbox: TestMailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(await storeLocation("sqlite"), {
      METRICS_PORT: "0",
      SMTP_URL: mailbox.url,
      LEAD_RATE_LIMIT: "4",
      LEAD_ACK_EMAIL: "off",
      INBOX_OWNER_EMAIL: OWNER.email,
      INBOX_OWNER_PASSWORD: OWNER.password,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  const post = (fields: Record<string, string>) =>
    fetch(`${server.url}/api/leads`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(fields),
    });
  const scrape = async () => {
    const response = await fetch(server.metricsUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  test("count leads by form and outcome, deliveries, answers and sign-ins, with no personal data", async () => {
    const contact = { _form: "contact", ...VALID_POSTS.contact };
    expect((await post(contact)).status).toBe(201);
    expect((await post({ ...contact, email: "not an address" })).status).toBe(422);
    expect((await post({ ...contact, website: "https://spam.example" })).status).toBe(201);
    expect((await post({ ...contact, _form: "Ada Obi <ada@example.com>" })).status).toBe(422);
    expect((await post(contact)).status).toBe(429);
    const signIn = await fetch(`${server.url}${INBOX_API.session}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email: OWNER.email, password: "not the password" }),
    });
    expect(signIn.status).toBe(401);
    await mailbox.waitFor(() => true);

    await expect
      .poll(async () =>
        sample(await scrape(), 'seafood_delivery_attempts_total{channel="email",result="sent"}'),
      )
      .toBe(1);
    const text = await scrape();
    expect(sample(text, 'seafood_leads_received_total{form="contact",outcome="stored"}')).toBe(1);
    expect(sample(text, 'seafood_leads_received_total{form="contact",outcome="refused"}')).toBe(1);
    expect(sample(text, 'seafood_leads_received_total{form="contact",outcome="spam"}')).toBe(1);
    expect(sample(text, 'seafood_leads_received_total{form="unknown",outcome="refused"}')).toBe(1);
    expect(
      sample(text, 'seafood_leads_received_total{form="unknown",outcome="rate_limited"}'),
    ).toBe(1);
    expect(sample(text, 'seafood_delivery_seconds_count{channel="email"}')).toBe(1);
    expect(sample(text, 'seafood_http_responses_total{class="2xx"}')).toBe(2);
    expect(sample(text, 'seafood_http_responses_total{class="4xx"}')).toBe(4);
    expect(sample(text, 'seafood_inbox_sign_ins_total{result="wrong"}')).toBe(1);
    expect(sample(text, 'seafood_outbox_pending{channel="email"}')).toBe(0);
    expect(
      sample(text, 'seafood_outbox_oldest_pending_age_seconds{channel="acknowledgement"}'),
    ).toBe(0);
    expect(sample(text, "seafood_data_dir_free_bytes")).toBeGreaterThan(0);
    expect(sample(text, 'seafood_alert_open{kind="backup"}')).toBe(0);
    expect(text).toMatch(
      /^seafood_build_info\{built="[^"]+",store="sqlite",node="v\d+[^"]*"\} 1$/m,
    );
    expect(text).toMatch(/^seafood_process_resident_memory_bytes \d+/m);
    for (const personal of PERSONAL) expect(text).not.toContain(personal);
  });

  test("are served on their own port only: the public port has no /metrics", async () => {
    expect(new URL(server.metricsUrl!).hostname).toBe("127.0.0.1");
    expect(new URL(server.metricsUrl!).port).not.toBe(new URL(server.url).port);
    const publicAnswer = await fetch(`${server.url}/metrics`);
    expect(await publicAnswer.text()).not.toContain("seafood_");
    expect((await fetch(server.metricsUrl!.replace("/metrics", "/"))).status).toBe(404);
  });

  test("a waiting message's age is read from the store at scrape time", async () => {
    const queuedAt = Date.now() - 90_000;
    await server.store.db
      .updateTable("outbox")
      .set({ status: "pending", window_started_at: queuedAt })
      .execute();
    const text = await scrape();
    await server.store.db.updateTable("outbox").set({ status: "sent" }).execute();
    expect(sample(text, 'seafood_outbox_pending{channel="email"}')).toBe(1);
    expect(
      sample(text, 'seafood_outbox_oldest_pending_age_seconds{channel="email"}'),
    ).toBeGreaterThanOrEqual(90);
  });

  test("a failed backup is counted, alerts the owner and shows in the inbox; a good one records its time and size", async () => {
    await server.recordBackup({
      ok: false,
      at: Date.now(),
      stage: "copy",
      message: "No space left on the backup disk",
    });
    const failed = await scrape();
    expect(sample(failed, 'seafood_backup_failures_total{stage="copy"}')).toBe(1);
    expect(sample(failed, 'seafood_alert_open{kind="backup"}')).toBe(1);

    const signIn = await fetch(`${server.url}${INBOX_API.session}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify(OWNER),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
    const attention = await fetch(`${server.url}${INBOX_API.attention}`, {
      headers: { Cookie: cookie },
    });
    const answer = (await attention.json()) as AttentionAnswer;
    expect(answer.incidents).toEqual([
      {
        kind: "backup",
        since: expect.any(Number),
        detail: "copy failed: No space left on the backup disk",
      },
    ]);

    const at = Date.UTC(2026, 10, 26, 3);
    await server.recordBackup({
      ok: true,
      at,
      file: "/backups/leads.sqlite",
      bytes: 123_456,
      leads: 3,
    });
    const good = await scrape();
    expect(sample(good, "seafood_backup_last_success_timestamp_seconds")).toBe(at / 1000);
    expect(sample(good, "seafood_backup_last_success_bytes")).toBe(123_456);
    expect(sample(good, 'seafood_alert_open{kind="backup"}')).toBe(0);
    expect(sample(good, 'seafood_inbox_sign_ins_total{result="ok"}')).toBe(1);
  });

  test("a real scrape passes promtool check metrics and has every series the alert rules read", async () => {
    const text = await scrape();
    const result = promtool(["check", "metrics"], text);
    expect(result.output).toBe("");
    expect(result.status).toBe(0);
    const rules = readFileSync(path.join(DEPLOY, "alerts.yml"), "utf8");
    for (const name of new Set(rules.match(/seafood_[a-z_]+/g))) {
      expect(text, name).toMatch(new RegExp(`^${name}[{ ]`, "m"));
    }
  });
});

test("the metrics port closes with the server, and is off without METRICS_PORT", async () => {
  const withMetrics = await startTestServer(await storeLocation("sqlite"), { METRICS_PORT: "0" });
  const url = withMetrics.metricsUrl!;
  expect((await fetch(url)).status).toBe(200);
  await withMetrics.stop();
  await expect(fetch(url)).rejects.toThrow();
  const without = await startTestServer(await storeLocation("sqlite"));
  await without.stop();
  expect(without.metricsUrl).toBeUndefined();
});

describe("createMetrics", () => {
  test("counts a form it does not know as unknown, so no posted text becomes a label", async () => {
    const metrics = createMetrics({
      forms: ["contact"],
      readBacklog: async () => [],
      readOpenAlerts: async () => [],
      alertKinds: [],
      dataDir: DEPLOY,
      build: { store: "sqlite", builtAt: "2026-11-26T00:00:00.000Z" },
    });
    metrics.lead("Ada Obi <ada@example.com>", "refused");
    metrics.lead("contact", "refused");
    const text = await metrics.scrape();
    expect(sample(text, 'seafood_leads_received_total{form="unknown",outcome="refused"}')).toBe(1);
    expect(sample(text, 'seafood_leads_received_total{form="contact",outcome="refused"}')).toBe(1);
    expect(text).not.toContain("Ada");
  });
});

describe("deploy/alerts.yml", () => {
  test("passes promtool check rules and its tests in alerts.test.yml", () => {
    const checked = promtool(["check", "rules", "alerts.yml"]);
    expect(checked.output).toContain("SUCCESS: 5 rules found");
    expect(checked.status).toBe(0);
    const tested = promtool(["test", "rules", "alerts.test.yml"]);
    expect(tested.output).toContain("SUCCESS");
    expect(tested.status).toBe(0);
  });
});
