import { readFileSync } from "node:fs";

import { describe, expect, test } from "vitest";

import { ConfigError, loadConfig, parseProxyList, variables } from "./config";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("loadConfig", () => {
  test("needs nothing: SQLite in data/, port 3000, 20 lead posts a minute, no e-mail", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      dataDir: "data",
      databaseUrl: undefined,
      smtpUrl: undefined,
      leadsTo: ["info@example.com"],
      mailFrom: "Puntland Seafood website <info@example.com>",
      leadRateLimit: 20,
      retentionDays: 365,
      owner: undefined,
      outboxLeaseMs: 120_000,
      acknowledgeSenders: true,
    });
  });

  test("LEAD_ACK_EMAIL=off turns the senders' acknowledgements off; only on or off is taken", () => {
    expect(loadConfig({ LEAD_ACK_EMAIL: "off" }).acknowledgeSenders).toBe(false);
    expect(loadConfig({ LEAD_ACK_EMAIL: "on" }).acknowledgeSenders).toBe(true);
    expect(problemsOf({ LEAD_ACK_EMAIL: "no" })).toEqual(['LEAD_ACK_EMAIL must be "on" or "off"']);
  });

  test("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://app:secret@db.internal:5432/leads",
      SMTP_URL: "smtps://user:pass@smtp.example.com",
      LEADS_TO: "sales@example.com, owner@example.com",
      LEAD_WEBHOOK_URL: "https://hooks.example.com/leads",
      LEAD_WEBHOOK_SECRET: "s3cret",
      LEAD_RATE_LIMIT: "0",
      TRUST_PROXY: "10.0.0.0/8, 127.0.0.1",
      LEAD_RETENTION_DAYS: "90",
      INBOX_OWNER_EMAIL: "owner@example.com",
      INBOX_OWNER_PASSWORD: "a long passphrase",
    });
    expect(config.port).toBe(8080);
    expect(config.leadsTo).toEqual(["sales@example.com", "owner@example.com"]);
    expect(config.webhook).toEqual({ url: "https://hooks.example.com/leads", secret: "s3cret" });
    expect(config.leadRateLimit).toBe(0);
    expect(config.trustedProxies?.check("10.1.2.3")).toBe(true);
    expect(config.trustedProxies?.check("192.168.1.1")).toBe(false);
    expect(config.retentionDays).toBe(90);
    expect(config.owner).toEqual({ email: "owner@example.com", password: "a long passphrase" });
  });

  test.each([
    [{ PORT: "eighty" }, /^PORT /],
    [{ DATABASE_URL: "mysql://x" }, /^DATABASE_URL must start with postgres:\/\//],
    [{ SMTP_URL: "http://mail" }, /^SMTP_URL must start with smtp:\/\//],
    [{ LEADS_TO: "sales, owner@example.com" }, /^LEADS_TO /],
    [{ LEAD_RATE_LIMIT: "-1" }, /^LEAD_RATE_LIMIT /],
    [{ TRUST_PROXY: "proxy.internal" }, /^TRUST_PROXY: "proxy.internal" is not an IP address/],
    [{ LEAD_WEBHOOK_URL: "https://hooks.example.com" }, /needs LEAD_WEBHOOK_SECRET/],
    [{ INBOX_OWNER_EMAIL: "owner@example.com" }, /are set together/],
    [{ LEAD_RATELIMIT: "5" }, /^LEAD_RATELIMIT is not a known variable \(LEAD_RATE_LIMIT\?\)$/],
    [
      { BACKUP_INTERVALMINUTES: "60" },
      /^BACKUP_INTERVALMINUTES is not a known variable \(BACKUP_INTERVAL_MINUTES\?\)$/,
    ],
    [{ BACKUP_KEEP: "0" }, /^BACKUP_KEEP /],
    [{ BACKUP_INTERVAL_MINUTES: "-1" }, /^BACKUP_INTERVAL_MINUTES /],
    [{ BACKUP_INTERVAL_MINUTES: "daily" }, /^BACKUP_INTERVAL_MINUTES /],
    [{ METRICS_PORT: "3000" }, /^METRICS_PORT must differ from PORT/],
    [{ ALERT_WEBHOOK_URL: "ftp://pager" }, /^ALERT_WEBHOOK_URL must start with https:\/\//],
    [{ DELIVERY_ALERT_MINUTES: "0" }, /^DELIVERY_ALERT_MINUTES /],
    [{ ALERT_WEBHOOK: "https://pager" }, /^ALERT_WEBHOOK is not a known variable/],
  ])("stops on %o, naming the variable", (env, message) => {
    const problems = problemsOf(env as Record<string, string>);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  test("backs SQLite up daily into DATA_DIR/backups, keeping 14 copies, unless told otherwise", () => {
    expect(loadConfig({ DATA_DIR: "/srv/data" }).backup).toEqual({
      intervalMs: 24 * 60 * 60_000,
      dir: "/srv/data/backups",
      keep: 14,
      command: undefined,
    });
    expect(
      loadConfig({
        BACKUP_INTERVAL_MINUTES: "0",
        BACKUP_DIR: "/mnt/copies",
        BACKUP_KEEP: "3",
        BACKUP_COMMAND: 'rclone copy "$1" remote:seafood',
      }).backup,
    ).toEqual({
      intervalMs: 0,
      dir: "/mnt/copies",
      keep: 3,
      command: 'rclone copy "$1" remote:seafood',
    });
  });

  test("takes a fraction of a minute between copies as seconds", () => {
    expect(loadConfig({ BACKUP_INTERVAL_MINUTES: "0.5" }).backup.intervalMs).toBe(30_000);
    expect(loadConfig({ BACKUP_INTERVAL_MINUTES: String(1000 / 60_000) }).backup.intervalMs).toBe(
      1000,
    );
  });

  test("serves no metrics and alerts after an hour of failing e-mail unless told otherwise", () => {
    expect(loadConfig({})).toMatchObject({
      metrics: undefined,
      alertWebhookUrl: undefined,
      deliveryAlertMs: 3_600_000,
    });
    expect(
      loadConfig({
        METRICS_PORT: "9464",
        ALERT_WEBHOOK_URL: "https://chat.example.com/hook",
        DELIVERY_ALERT_MINUTES: "15",
      }),
    ).toMatchObject({
      metrics: { port: 9464, host: "127.0.0.1" },
      alertWebhookUrl: "https://chat.example.com/hook",
      deliveryAlertMs: 900_000,
    });
    expect(loadConfig({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" }).metrics).toEqual({
      port: 9464,
      host: "10.0.0.5",
    });
  });

  test("leaves other programs' variables alone", () => {
    expect(
      problemsOf({ PATH: "/usr/bin", MAIL: "/var/mail/root", NODE_ENV: "production" }),
    ).toEqual([]);
  });
});

describe("parseProxyList", () => {
  test("takes addresses and CIDR ranges of both families", () => {
    const list = parseProxyList("127.0.0.1, 10.0.0.0/8, ::1, fd00::/8");
    if (typeof list === "string") throw new Error(list);
    expect(list.check("127.0.0.1")).toBe(true);
    expect(list.check("10.200.0.1")).toBe(true);
    expect(list.check("::1", "ipv6")).toBe(true);
    expect(list.check("fd12::1", "ipv6")).toBe(true);
    expect(list.check("11.0.0.1")).toBe(false);
  });

  test("refuses a bad prefix length", () => {
    expect(parseProxyList("10.0.0.0/33")).toBe('"10.0.0.0/33" has an invalid prefix length');
  });
});

test("the README documents every variable the server reads", () => {
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
  for (const name of Object.keys(variables)) expect(readme, name).toContain(`\`${name}\``);
});
