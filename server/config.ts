/**
 * Every environment variable the server reads, parsed once at start. Nothing else in the server
 * reads process.env: the values are handed in from here. A malformed value, or an unknown
 * variable with one of the server's prefixes (a typo such as LEAD_RATELIMIT), stops the start
 * with a message naming it.
 */
import { BlockList, isIP } from "node:net";
import path from "node:path";

import { z } from "zod";

import { site } from "~/content/site";

const port = z.coerce.number().int().min(0).max(65535);
const count = z.coerce.number().int().min(0);
const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()).min(1, "needs at least one address"));
const url = (protocols: string[]) =>
  optional.refine(
    (value) => value === undefined || protocols.some((protocol) => value.startsWith(protocol)),
    `must start with ${protocols.join(" or ")}`,
  );

/** Each variable: its parser (with the default) and what it means, for errors and the README. */
export const variables = {
  PORT: { schema: port.default(3000), meaning: "port to listen on" },
  HOST: { schema: z.string().default("127.0.0.1"), meaning: "address to listen on" },
  DATA_DIR: {
    schema: z.string().default("data"),
    meaning: "folder of the SQLite lead store (created on first start)",
  },
  DATABASE_URL: {
    schema: url(["postgres://", "postgresql://"]),
    meaning: "PostgreSQL instead of SQLite, for several server instances",
  },
  SMTP_URL: {
    schema: url(["smtp://", "smtps://"]),
    meaning: "SMTP server that e-mails each lead; without it leads wait in the inbox",
  },
  LEADS_TO: {
    schema: emailList.default([site.leadMailbox]),
    meaning: "comma-separated recipients of the lead e-mails",
  },
  MAIL_FROM: {
    schema: z.string().trim().min(3).default(`${site.name} website <${site.email}>`),
    meaning: "sender of the lead e-mails",
  },
  LEAD_ACK_EMAIL: {
    schema: z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("on"),
    meaning:
      "e-mails each sender an acknowledgement with the lead's reference (needs SMTP_URL; at most one per address in 10 minutes); off turns it off",
  },
  OWNER_DIGEST: {
    schema: z.enum(["weekly", "off"], { error: 'must be "weekly" or "off"' }).default("weekly"),
    meaning:
      "e-mails LEADS_TO the overview's figures every Monday at 08:00 business time (needs SMTP_URL); off turns it off",
  },
  LEAD_WEBHOOK_URL: {
    schema: url(["https://", "http://"]),
    meaning: "also POST each lead as signed JSON to this address",
  },
  LEAD_WEBHOOK_SECRET: {
    schema: optional,
    meaning: "HMAC-SHA256 key of the webhook's signature (needed with LEAD_WEBHOOK_URL)",
  },
  LEAD_RATE_LIMIT: {
    schema: count.default(20),
    meaning:
      "lead posts a minute allowed from one client, an IPv6 client by its /64 (0 turns the limit off)",
  },
  TRUST_PROXY: {
    schema: optional,
    meaning:
      "comma-separated addresses or CIDR ranges of proxies whose X-Forwarded-For and X-Forwarded-Proto are believed",
  },
  LEAD_RETENTION_DAYS: {
    schema: count.min(1).default(365),
    meaning: "days a lead is kept before the daily sweep deletes it (spam: 30, or this if fewer)",
  },
  INBOX_OWNER_EMAIL: { schema: optional, meaning: "creates this inbox owner at start" },
  INBOX_OWNER_PASSWORD: {
    schema: optional,
    meaning: "that owner's password (a different one replaces theirs and ends their sessions)",
  },
  OUTBOX_LEASE_SECONDS: {
    schema: count.min(1).default(120),
    meaning:
      "how long a server instance holds a message it is sending (renewed while the send runs) before another may take it",
  },
  BACKUP_INTERVAL_MINUTES: {
    schema: z.coerce.number().min(0).default(1440),
    meaning:
      "minutes between copies of the SQLite store, a fraction allowed (0 turns the server's copies off)",
  },
  BACKUP_DIR: {
    schema: optional,
    meaning: "folder of the SQLite store's copies (default: DATA_DIR/backups)",
  },
  BACKUP_KEEP: {
    schema: count.min(1).default(14),
    meaning: "copies kept; older ones are deleted",
  },
  BACKUP_COMMAND: {
    schema: optional,
    meaning:
      'shell command run after each good copy with its path as $1 (e.g. rclone copy "$1" remote:seafood)',
  },
  METRICS_PORT: {
    schema: port.optional(),
    meaning:
      "serves /metrics (Prometheus's text format) on this port, never the public one; unset: no metrics",
  },
  METRICS_HOST: {
    schema: z.string().default("127.0.0.1"),
    meaning: "address the metrics port listens on",
  },
  ALERT_WEBHOOK_URL: {
    schema: url(["https://", "http://"]),
    meaning:
      "POSTs JSON ({text, …}) here when something fails (e-mail delivery, a backup, the disk) and again when it is over",
  },
  DELIVERY_ALERT_MINUTES: {
    schema: count.min(1).default(60),
    meaning: "minutes e-mail delivery must have been failing before the owner is alerted",
  },
} as const;

/** Variables with these prefixes belong to the server: an unknown one is a typo. */
const OWN_PREFIXES = [
  "LEAD_",
  "LEADS_",
  "INBOX_",
  "SMTP_",
  "MAIL_",
  "OUTBOX_",
  "BACKUP_",
  "METRICS_",
  "ALERT_",
  "DELIVERY_",
];

export type VariableName = keyof typeof variables;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  leadsTo: string[];
  mailFrom: string;
  /** Whether senders get an acknowledgement e-mail (when mail is set up). */
  acknowledgeSenders: boolean;
  /** Whether the owner gets the weekly overview e-mail (when mail is set up). */
  ownerDigest: boolean;
  webhook: { url: string; secret: string } | undefined;
  leadRateLimit: number;
  trustedProxies: BlockList | undefined;
  retentionDays: number;
  owner: { email: string; password: string } | undefined;
  outboxLeaseMs: number;
  backup: {
    /** Between the server's copies; 0: the server takes none. */
    intervalMs: number;
    dir: string;
    keep: number;
    command: string | undefined;
  };
  /** Where /metrics is served, or undefined when it is not. */
  metrics: { port: number; host: string } | undefined;
  alertWebhookUrl: string | undefined;
  deliveryAlertMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration: ${problems.join("; ")}`);
    this.name = "ConfigError";
  }
}

/** A BlockList of the given addresses and CIDR ranges, or an error message. */
export function parseProxyList(value: string): BlockList | string {
  const list = new BlockList();
  for (const entry of value.split(",").map((part) => part.trim())) {
    if (!entry) continue;
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address);
    if (family === 0) return `"${entry}" is not an IP address or CIDR range`;
    const type = family === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) {
      return `"${entry}" has an invalid prefix length`;
    }
    list.addSubnet(address, bits, type);
  }
  return list;
}

function closest(name: string): string | undefined {
  const names = Object.keys(variables);
  const letters = (text: string) => text.replaceAll("_", "");
  return names.find((known) => letters(known) === letters(name));
}

/** Parses the environment; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, { schema }] of Object.entries(variables)) {
    const raw = env[name];
    const result = schema.safeParse(raw === "" ? undefined : raw);
    if (result.success) values[name] = result.data;
    else problems.push(`${name} ${result.error.issues[0]?.message ?? "is invalid"}`);
  }
  for (const name of Object.keys(env)) {
    if (name in variables || !OWN_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    const suggestion = closest(name);
    problems.push(`${name} is not a known variable${suggestion ? ` (${suggestion}?)` : ""}`);
  }
  const value = <T>(name: VariableName) => values[name] as T;

  let trustedProxies: BlockList | undefined;
  const proxies = value<string | undefined>("TRUST_PROXY");
  if (proxies) {
    const parsed = parseProxyList(proxies);
    if (typeof parsed === "string") problems.push(`TRUST_PROXY: ${parsed}`);
    else trustedProxies = parsed;
  }
  const webhookUrl = value<string | undefined>("LEAD_WEBHOOK_URL");
  const webhookSecret = value<string | undefined>("LEAD_WEBHOOK_SECRET");
  if (webhookUrl && !webhookSecret) problems.push("LEAD_WEBHOOK_URL needs LEAD_WEBHOOK_SECRET");
  const ownerEmail = value<string | undefined>("INBOX_OWNER_EMAIL");
  const ownerPassword = value<string | undefined>("INBOX_OWNER_PASSWORD");
  if (Boolean(ownerEmail) !== Boolean(ownerPassword)) {
    problems.push("INBOX_OWNER_EMAIL and INBOX_OWNER_PASSWORD are set together");
  }
  const metricsPort = value<number | undefined>("METRICS_PORT");
  if (metricsPort !== undefined && metricsPort !== 0 && metricsPort === value<number>("PORT")) {
    problems.push("METRICS_PORT must differ from PORT: the metrics are never on the public port");
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port: value("PORT"),
    host: value("HOST"),
    dataDir: value("DATA_DIR"),
    databaseUrl: value("DATABASE_URL"),
    smtpUrl: value("SMTP_URL"),
    leadsTo: value("LEADS_TO"),
    mailFrom: value("MAIL_FROM"),
    acknowledgeSenders: value<"on" | "off">("LEAD_ACK_EMAIL") === "on",
    ownerDigest: value<"weekly" | "off">("OWNER_DIGEST") === "weekly",
    webhook: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : undefined,
    leadRateLimit: value("LEAD_RATE_LIMIT"),
    trustedProxies,
    retentionDays: value("LEAD_RETENTION_DAYS"),
    owner: ownerEmail && ownerPassword ? { email: ownerEmail, password: ownerPassword } : undefined,
    outboxLeaseMs: value<number>("OUTBOX_LEASE_SECONDS") * 1000,
    backup: {
      intervalMs: Math.round(value<number>("BACKUP_INTERVAL_MINUTES") * 60_000),
      dir:
        value<string | undefined>("BACKUP_DIR") ?? path.join(value<string>("DATA_DIR"), "backups"),
      keep: value("BACKUP_KEEP"),
      command: value("BACKUP_COMMAND"),
    },
    metrics:
      metricsPort === undefined ? undefined : { port: metricsPort, host: value("METRICS_HOST") },
    alertWebhookUrl: value("ALERT_WEBHOOK_URL"),
    deliveryAlertMs: value<number>("DELIVERY_ALERT_MINUTES") * 60_000,
  };
}
