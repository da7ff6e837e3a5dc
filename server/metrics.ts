/**
 * The server's metrics in Prometheus's text format, one registry per server instance (tests
 * start several in one process). A base module like log.ts: the parts of the server count
 * through the typed hooks below, and what lives in the store is read at scrape time through
 * the readers handed in. Labels are closed sets (a form's registered name, a channel, a result,
 * a status class): no label or value ever carries what a person typed.
 */
import { statfs } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

export const LEAD_OUTCOMES = ["stored", "refused", "spam", "rate_limited"] as const;
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number];
export const SIGN_IN_RESULTS = ["ok", "wrong", "locked_out"] as const;
export type SignInResult = (typeof SIGN_IN_RESULTS)[number];
/** The outbox's channels, and the senders' acknowledgements as one channel of their own. */
export const QUEUE_CHANNELS = ["email", "webhook", "acknowledgement"] as const;
export type QueueChannel = (typeof QUEUE_CHANNELS)[number];
export type AttemptResult = "sent" | "retry" | "gave_up";
/** The form label of a post that names no known form, or was refused before it was read. */
export const UNKNOWN_FORM = "unknown";

/** What is waiting in one queue: how many, and when the oldest of them was queued. */
export interface QueueBacklog {
  channel: QueueChannel;
  pending: number;
  /** Epoch milliseconds, or null when nothing waits. */
  oldestAt: number | null;
}

/** What the metrics read of a backup's outcome. */
export type BackupRecord =
  { ok: true; at: number; bytes: number } | { ok: false; stage: "copy" | "check" | "command" };

export interface MetricsOptions {
  /** The forms' registered names: any other form label is counted as UNKNOWN_FORM. */
  forms: readonly string[];
  /** Reads the queues' backlogs from the store at scrape time. */
  readBacklog: () => Promise<QueueBacklog[]>;
  /** Reads the kinds of the owner's alerts that are open (ops/alerts.ts) at scrape time. */
  readOpenAlerts: () => Promise<string[]>;
  /** Every kind of alert, each reported as 0 or 1. */
  alertKinds: readonly string[];
  /** The folder whose disk is watched (DATA_DIR). */
  dataDir: string;
  build: { store: string; builtAt: string };
  now?: () => number;
}

export interface Metrics {
  registry: Registry;
  lead(form: string, outcome: LeadOutcome): void;
  /** One try to deliver a message; `queuedAt` gives the delivery time of a sent one. */
  attempt(channel: QueueChannel, result: AttemptResult, queuedAt: number): void;
  httpAnswer(status: number): void;
  signIn(result: SignInResult): void;
  /** A backup's outcome (ops/events.ts BackupOutcome, which fits this shape). */
  recordBackup(outcome: BackupRecord): void;
  /** The text a scrape gets. */
  scrape(): Promise<string>;
}

const PREFIX = "seafood_";
/** Delivery times, in seconds: from a send at once to the 48 hours after which tries stop. */
const DELIVERY_BUCKETS = [1, 5, 30, 120, 600, 1800, 3600, 4 * 3600, 12 * 3600, 48 * 3600];

export function createMetrics(options: MetricsOptions): Metrics {
  const {
    forms,
    readBacklog,
    readOpenAlerts,
    alertKinds,
    dataDir,
    build,
    now = Date.now,
  } = options;
  const known = new Set(forms);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  // Gauges named like counters, which promtool check metrics refuses; the same counts are in
  // nodejs_active_handles, _requests and _resources by type.
  for (const name of ["active_handles", "active_requests", "active_resources"]) {
    registry.removeSingleMetric(`${PREFIX}nodejs_${name}_total`);
  }

  const leads = new Counter({
    name: `${PREFIX}leads_received_total`,
    help: "Lead posts by form and outcome (stored, refused, spam, rate_limited).",
    labelNames: ["form", "outcome"] as const,
    registers: [registry],
  });
  const attempts = new Counter({
    name: `${PREFIX}delivery_attempts_total`,
    help: "Tries to deliver a message, by channel and result (sent, retry, gave_up).",
    labelNames: ["channel", "result"] as const,
    registers: [registry],
  });
  const deliveryTime = new Histogram({
    name: `${PREFIX}delivery_seconds`,
    help: "From a message being queued to its being sent, by channel.",
    labelNames: ["channel"] as const,
    buckets: DELIVERY_BUCKETS,
    registers: [registry],
  });
  const answers = new Counter({
    name: `${PREFIX}http_responses_total`,
    help: "HTTP answers of the public port by status class (2xx, 3xx, 4xx, 5xx).",
    labelNames: ["class"] as const,
    registers: [registry],
  });
  const signIns = new Counter({
    name: `${PREFIX}inbox_sign_ins_total`,
    help: "Inbox sign-ins by result (ok, wrong details, refused while locked out).",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const backupTime = new Gauge({
    name: `${PREFIX}backup_last_success_timestamp_seconds`,
    help: "When the last good backup finished (Unix time); absent until one has.",
    registers: [registry],
  });
  const backupSize = new Gauge({
    name: `${PREFIX}backup_last_success_bytes`,
    help: "The size of the last good backup.",
    registers: [registry],
  });
  const backupFailures = new Counter({
    name: `${PREFIX}backup_failures_total`,
    help: "Backups that failed, by stage (copy, check, command).",
    labelNames: ["stage"] as const,
    registers: [registry],
  });
  new Gauge({
    name: `${PREFIX}build_info`,
    help: "The running build: when it was built, the store it uses and Node's version.",
    labelNames: ["built", "store", "node"] as const,
    registers: [registry],
  }).set({ built: build.builtAt, store: build.store, node: process.version }, 1);

  // The registry collects every metric at once: the gauges that read the store, or the disk,
  // share one read per scrape.
  const backlog = sharedRead(readBacklog);
  const age = (oldestAt: number | null) =>
    oldestAt === null ? 0 : Math.max(0, (now() - oldestAt) / 1000);
  new Gauge({
    name: `${PREFIX}outbox_pending`,
    help: "Messages waiting to be delivered, by channel.",
    labelNames: ["channel"] as const,
    registers: [registry],
    async collect() {
      for (const queue of await backlog()) this.set({ channel: queue.channel }, queue.pending);
    },
  });
  new Gauge({
    name: `${PREFIX}outbox_oldest_pending_age_seconds`,
    help: "How long the oldest waiting message has waited, by channel (0 when none waits).",
    labelNames: ["channel"] as const,
    registers: [registry],
    async collect() {
      for (const queue of await backlog())
        this.set({ channel: queue.channel }, age(queue.oldestAt));
    },
  });
  const disk = sharedRead(() => diskSpace(dataDir));
  new Gauge({
    name: `${PREFIX}data_dir_free_bytes`,
    help: "Bytes free to the server on the disk of DATA_DIR.",
    registers: [registry],
    async collect() {
      const space = await disk();
      if (space) this.set(space.free);
    },
  });
  new Gauge({
    name: `${PREFIX}data_dir_size_bytes`,
    help: "The size of the disk of DATA_DIR.",
    registers: [registry],
    async collect() {
      const space = await disk();
      if (space) this.set(space.size);
    },
  });
  new Gauge({
    name: `${PREFIX}alert_open`,
    help: "1 while the server's alert of this kind (delivery, backup, disk) is open, else 0.",
    labelNames: ["kind"] as const,
    registers: [registry],
    async collect() {
      const open = new Set(await readOpenAlerts());
      for (const kind of alertKinds) this.set({ kind }, open.has(kind) ? 1 : 0);
    },
  });

  return {
    registry,
    lead: (form, outcome) => leads.inc({ form: known.has(form) ? form : UNKNOWN_FORM, outcome }),
    attempt(channel, result, queuedAt) {
      attempts.inc({ channel, result });
      if (result === "sent")
        deliveryTime.observe({ channel }, Math.max(0, now() - queuedAt) / 1000);
    },
    httpAnswer: (status) => answers.inc({ class: `${Math.floor(status / 100)}xx` }),
    signIn: (result) => signIns.inc({ result }),
    recordBackup(outcome) {
      if (!outcome.ok) {
        backupFailures.inc({ stage: outcome.stage });
        return;
      }
      backupTime.set(outcome.at / 1000);
      backupSize.set(outcome.bytes);
    },
    scrape: () => registry.metrics(),
  };
}

/** Calls that overlap a read in progress get its result instead of reading again. */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= read().finally(() => (pending = undefined)));
}

/** The disk of a folder: its size and the bytes free to this process, or null if unreadable. */
export async function diskSpace(dir: string): Promise<{ size: number; free: number } | null> {
  try {
    const stats = await statfs(dir);
    return { size: stats.blocks * stats.bsize, free: stats.bavail * stats.bsize };
  } catch {
    return null;
  }
}

/** Serves GET /metrics on its own port, never the public one. */
export async function serveMetrics(
  metrics: Metrics,
  { port, host }: { port: number; host: string },
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    if (req.url !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
      return;
    }
    metrics.scrape().then(
      (text) => res.writeHead(200, { "Content-Type": metrics.registry.contentType }).end(text),
      () => res.writeHead(503, { "Content-Type": "text/plain" }).end("Metrics unavailable"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return { server, url: `http://${host.includes(":") ? `[${host}]` : host}:${bound}/metrics` };
}
