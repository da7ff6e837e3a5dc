/**
 * Puts the server together from its configuration: the store, the outbox worker and its
 * channels, the HTTP routes and the static build. main.ts runs it; tests start it in process.
 */
import { readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { type Config, ConfigError } from "./config";
import type { Store } from "./db/connection";
import type { OutboxChannel } from "./db/schema";
import { createApp } from "./http/app";
import { securityHeadersByPath, type SitePolicy } from "./http/policy";
import { createRateLimiter, createRefusalDelay } from "./http/rate-limit";
import { createStaticHandler } from "./http/static";
import { startOwnerDigest } from "./inbox/digest";
import { backfillOverviewColumns } from "./inbox/overview-queries";
import { OwnerError, ownerCount, saveOwner } from "./inbox/owners";
import { startRetentionSweep } from "./inbox/retention";
import { inboxRoutes } from "./inbox/routes";
import { placeholderVariables, placeholderWarning } from "~/content/placeholders";
import { site } from "~/content/site";
import { formTitle, LEAD_FORM_NAMES } from "~/contracts/lead-forms";
import { acknowledgementChannel } from "./leads/acknowledgement";
import { leadRoutes } from "./leads/intake";
import { type AcknowledgementRule, backfillChoices } from "./leads/lead-store";
import { createMailer, emailChannel } from "./leads/mail";
import { ACKNOWLEDGEMENT_QUEUE, createOutbox, type Deliver, type Outbox } from "./leads/outbox";
import { thankYouPages } from "./leads/thank-you";
import { webhookChannel } from "./leads/webhook";
import { errorDetail, type Logger } from "./log";
import { startBackups } from "./ops/backup";
import type { BackupOutcome } from "./ops/events";
import { acquireStoreLock } from "./ops/lock";
import { openStoreForUpgrade } from "./ops/upgrade";
import { createMetrics, diskSpace, type Metrics, serveMetrics } from "./metrics";
import { type Alerts, createAlerts } from "./ops/alerts";
import { openIncidents } from "./ops/incidents";
import { readBacklog } from "./ops/queue-backlog";
import { emailFailingSince } from "./inbox/lead-queries";
import { INCIDENT_KINDS } from "~/contracts/incidents";

/** Requests in flight get this long to finish after a stop signal. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** A lead post counts against its address's limit for this long. */
const RATE_WINDOW_MS = 60_000;
/** How long a refused lead post waits for its 429, and how many may wait at once. */
const REFUSAL_DELAY = { delayMs: 1000, maxHeld: 256 };
/**
 * One acknowledgement per address in this long: a buyer who writes again at once (a correction,
 * a second product) already has a reference, and a bot that types someone else's address can
 * make the site write to it at most six times an hour (docs/decisions/018).
 */
export const ACKNOWLEDGEMENT_WINDOW_MS = 10 * 60_000;

export interface RunningServer {
  server: Server;
  store: Store;
  outbox: Outbox;
  /** The worker that sends the senders' acknowledgements (idle when they are off). */
  acknowledgements: Outbox;
  url: string;
  metrics: Metrics;
  /** Where /metrics is served (METRICS_PORT), if it is. */
  metricsUrl: string | undefined;
  alerts: Alerts;
  /** The backup job's report: counted in the metrics, and a failure alerts the owner. */
  recordBackup(outcome: BackupOutcome): Promise<void>;
  /** Stops accepting requests, lets those in flight and the sends in progress finish, closes the store. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** The build folder: client/ and site-policy.json. */
  buildDir: string;
  log: Logger;
  now?: () => number;
  /** The outbox polls this often (tests shorten it). */
  outboxPollMs?: number;
  /** How long a lead's body may take to arrive (tests shorten it). */
  bodyTimeoutMs?: number;
  /** Password checks allowed at once (tests raise it to reach the lockout). */
  maxConcurrentHashes?: number;
  /** How long a stop waits for the outbox's sends in progress (tests shorten it). */
  outboxStopWaitMs?: number;
  /** Each scheduled backup's outcome (SQLite), for the metrics and the owner's alerts. */
  onBackupOutcome?: (outcome: BackupOutcome) => void;
}

export function readPolicy(buildDir: string): SitePolicy {
  return JSON.parse(readFileSync(path.join(buildDir, "site-policy.json"), "utf8")) as SitePolicy;
}

/**
 * On SQLite the server holds the store's lock (ops/lock.ts) from before it opens the store until
 * it has stopped, so a second server or a restore on the same DATA_DIR is refused.
 */
export async function startServer(config: Config, options: StartOptions): Promise<RunningServer> {
  const lock = config.databaseUrl ? undefined : acquireStoreLock(config.dataDir, "server");
  try {
    const running = await startOnStore(config, options);
    return { ...running, stop: () => running.stop().finally(() => lock?.release()) };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function startOnStore(config: Config, options: StartOptions): Promise<RunningServer> {
  const { buildDir, log, now = Date.now } = options;
  const policy = readPolicy(buildDir);
  const store = await openStoreForUpgrade(config, log, now);
  await backfillOverviewColumns(store.db);
  await backfillChoices(store.db);
  const metrics = createMetrics({
    forms: LEAD_FORM_NAMES,
    readBacklog: () => readBacklog(store),
    alertKinds: INCIDENT_KINDS,
    readOpenAlerts: async () => (await openIncidents(store.db)).map((incident) => incident.kind),
    dataDir: config.dataDir,
    build: {
      store: store.dialect,
      builtAt: statSync(path.join(buildDir, "site-policy.json")).mtime.toISOString(),
    },
    now,
  });

  const channels: Partial<Record<OutboxChannel, Deliver>> = {};
  const ackChannels: Partial<Record<OutboxChannel, Deliver>> = {};
  const closers: Array<() => void> = [];
  if (config.smtpUrl) {
    const mailer = createMailer(config.smtpUrl);
    channels.email = emailChannel(mailer, { from: config.mailFrom, to: config.leadsTo }, formTitle);
    if (config.acknowledgeSenders)
      ackChannels.email = acknowledgementChannel(mailer, config.mailFrom);
    if (config.ownerDigest) {
      const mail = { from: config.mailFrom, to: config.leadsTo };
      const digest = startOwnerDigest({ store, log, mailer, mail, now });
      closers.push(digest.stop);
    }
    closers.push(mailer.close);
  } else {
    log.warn("mail.off", {
      message:
        "SMTP_URL is not set: leads are stored and wait in the inbox at /inbox. Set SMTP_URL (with LEADS_TO and MAIL_FROM) to e-mail them.",
    });
  }
  const placeholders = placeholderVariables(site);
  if (placeholders.length > 0) {
    log.warn("site.placeholders", {
      variables: placeholders.join(","),
      message: placeholderWarning(placeholders),
    });
  }
  if (config.webhook) channels.webhook = webhookChannel(config.webhook, formTitle, now);

  const worker = {
    store,
    log,
    now,
    leaseMs: config.outboxLeaseMs,
    pollMs: options.outboxPollMs,
    stopWaitMs: options.outboxStopWaitMs ?? SHUTDOWN_GRACE_MS,
  };
  const outbox = createOutbox({ ...worker, channels, onAttempt: metrics.attempt });
  const acknowledgements = createOutbox({
    ...worker,
    queue: ACKNOWLEDGEMENT_QUEUE,
    channels: ackChannels,
    onAttempt: (_channel, result, queuedAt) => metrics.attempt("acknowledgement", result, queuedAt),
  });
  const acknowledge: AcknowledgementRule | undefined = ackChannels.email
    ? { windowMs: ACKNOWLEDGEMENT_WINDOW_MS }
    : undefined;
  const configured = Object.keys(channels) as OutboxChannel[];
  const alerts = createAlerts({
    store,
    log,
    now,
    site: site.name,
    webhookUrl: config.alertWebhookUrl,
    deliveryAlertMs: config.deliveryAlertMs,
    emailFailingSince: () => emailFailingSince(store.db),
    diskSpace: () => diskSpace(config.dataDir),
  });
  const routes = [
    ...leadRoutes({
      store,
      log,
      limiter: createRateLimiter({ limit: config.leadRateLimit, windowMs: RATE_WINDOW_MS, now }),
      channels: configured,
      acknowledge,
      onStored: ({ acknowledgement }) => {
        outbox.nudge();
        // Most leads queue none (one per address in ten minutes): the worker's claim is not free.
        if (acknowledgement) acknowledgements.nudge();
      },
      now,
      bodyTimeoutMs: options.bodyTimeoutMs,
      holdRefusal: createRefusalDelay(REFUSAL_DELAY),
      countLead: metrics.lead,
    }),
    ...inboxRoutes({
      store,
      log,
      channels: configured,
      onQueued: outbox.nudge,
      retentionDays: config.retentionDays,
      now,
      maxConcurrentHashes: options.maxConcurrentHashes,
      onSignIn: metrics.signIn,
    }),
  ];

  if (config.owner) {
    const result = await saveOwner(
      store.db,
      config.owner.email,
      config.owner.password,
      now(),
    ).catch(async (error: unknown) => {
      await store.close();
      if (!(error instanceof OwnerError)) throw error;
      const name = error.field === "email" ? "INBOX_OWNER_EMAIL" : "INBOX_OWNER_PASSWORD";
      throw new ConfigError([`${name} ${error.problem}`]);
    });
    log.info("inbox.owner-saved", { result });
  } else if ((await ownerCount(store.db)) === 0) {
    log.warn("inbox.no-owner", {
      message:
        "No one can sign in to the inbox yet: run `npm run inbox:owner -- you@example.com`, or start with INBOX_OWNER_EMAIL and INBOX_OWNER_PASSWORD.",
    });
  }

  const clientDir = path.join(buildDir, "client");
  const security = securityHeadersByPath(policy);
  const serveFile = createStaticHandler(clientDir, { security });
  const withReference = thankYouPages(clientDir, security);
  const server = createServer(
    createApp({
      policy,
      serveStatic: (req, res, pathname) =>
        withReference.serve(req, res, pathname) || serveFile(req, res, pathname),
      routes,
      log,
      trustedProxies: config.trustedProxies,
      onAnswer: metrics.httpAnswer,
    }),
  );
  // Slow or stalled clients are cut off instead of holding sockets open.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}`;
  const metricsServer = config.metrics
    ? await serveMetrics(metrics, config.metrics).catch(async (error: unknown) => {
        await new Promise((resolve) => server.close(resolve));
        await store.close();
        throw error;
      })
    : undefined;
  outbox.start();
  acknowledgements.start();
  alerts.start();
  const retention = startRetentionSweep({ store, log, retentionDays: config.retentionDays, now });
  /** Each backup's outcome reaches the metrics and the owner's alerts. */
  const recordBackup = async (outcome: BackupOutcome) => {
    metrics.recordBackup(outcome);
    await alerts.recordBackup(outcome);
  };
  const backups =
    store.dialect === "sqlite" && config.backup.intervalMs > 0
      ? startBackups({
          settings: { ...config.backup, dataDir: config.dataDir },
          intervalMs: config.backup.intervalMs,
          log,
          now,
          onOutcome: (outcome) => {
            recordBackup(outcome).catch((error: unknown) =>
              log.error("backup.report-failed", errorDetail(error)),
            );
            options.onBackupOutcome?.(outcome);
          },
        })
      : undefined;
  log.info("server.listening", {
    url,
    store: store.dialect,
    location: store.location,
    metrics: metricsServer?.url,
  });

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const grace = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(grace);
      metricsServer?.server.close();
      metricsServer?.server.closeAllConnections();
      retention.stop();
      await backups?.stop();
      await alerts.stop();
      await Promise.all([outbox.stop(), acknowledgements.stop()]);
      for (const close of closers) close();
      await store.close();
    })());

  return {
    server,
    store,
    outbox,
    acknowledgements,
    url,
    metrics,
    metricsUrl: metricsServer?.url,
    alerts,
    recordBackup,
    stop,
  };
}
