/**
 * The owner hears when something fails: e-mail delivery failing for DELIVERY_ALERT_MINUTES, a
 * backup failing, or the disk of DATA_DIR nearly full. Each is an incident in the store (see
 * incidents.ts), shown on every inbox page while it is open, and announced once when it begins
 * and once when it is over to ALERT_WEBHOOK_URL: a channel other than the e-mail that may be the
 * one failing. A check runs on a timer; tests drive it with their own clock.
 */
import { type IncidentKind, INCIDENT_WORDS } from "~/contracts/incidents";

import type { Store } from "../db/connection";
import { errorDetail, type Logger } from "../log";
import type { BackupOutcome } from "./events";
import { closeIncident, openIncident } from "./incidents";

/** The disk is nearly full below either of these. */
export const DISK_FREE_MIN_BYTES = 200 * 1024 * 1024;
export const DISK_FREE_MIN_SHARE = 0.05;
/** How often the server checks delivery and the disk. */
export const ALERT_CHECK_MS = 60_000;
/** How long the webhook may take to answer. */
export const ALERT_WEBHOOK_TIMEOUT_MS = 10_000;

/** What the alert webhook receives: `text` for chat services, the rest for machines. */
export interface AlertMessage {
  text: string;
  kind: IncidentKind;
  state: "open" | "over";
  /** When the incident began (epoch milliseconds). */
  since: number;
  /** When it ended, once it is over. */
  until?: number;
  detail: string | null;
  site: string;
}

export interface AlertOptions {
  store: Store;
  log: Logger;
  now: () => number;
  /** The site's name, so a shared channel says which server speaks. */
  site: string;
  webhookUrl: string | undefined;
  deliveryAlertMs: number;
  /** Since when e-mail tries have failed with none sent (the inbox's truth), or null. */
  emailFailingSince: () => Promise<number | null>;
  /** The disk of DATA_DIR, or null when it cannot be read. */
  diskSpace: () => Promise<{ size: number; free: number } | null>;
  /** Sends one message (the default POSTs JSON with a timeout). */
  post?: (url: string, message: AlertMessage) => Promise<void>;
  checkEveryMs?: number;
}

export interface Alerts {
  /** Looks at delivery and the disk once, opening or ending their incidents. */
  check(): Promise<void>;
  /** Hand it each backup's outcome: a failure opens the backup incident, a success ends it. */
  recordBackup(outcome: BackupOutcome): Promise<void>;
  start(): void;
  /** Stops the timer and waits for a check or announcement in progress. */
  stop(): Promise<void>;
}

export async function postAlert(url: string, message: AlertMessage): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(message),
    signal: AbortSignal.timeout(ALERT_WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new AlertWebhookError(response.status);
}

class AlertWebhookError extends Error {
  constructor(readonly status: number) {
    super(`The alert webhook answered ${status}`);
    this.name = "AlertWebhookError";
  }
}

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

export function createAlerts(options: AlertOptions): Alerts {
  const { store, log, now, site, webhookUrl, deliveryAlertMs } = options;
  const { post = postAlert, checkEveryMs = ALERT_CHECK_MS } = options;
  const running = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;

  async function announce(message: Omit<AlertMessage, "site">): Promise<void> {
    if (!webhookUrl) return;
    // Its own failure is logged, never alerted on: that would loop.
    await post(webhookUrl, { ...message, site }).catch((error: unknown) =>
      log.warn("alert.webhook-failed", {
        kind: message.kind,
        state: message.state,
        ...errorDetail(error),
        status: error instanceof AlertWebhookError ? error.status : undefined,
      }),
    );
  }

  async function begin(kind: IncidentKind, detail: string | null): Promise<void> {
    const since = now();
    if (!(await openIncident(store, kind, detail, since))) return;
    log.warn("alert.opened", { kind });
    const words = INCIDENT_WORDS[kind];
    const text = [`${site}: ${words.title}`, detail, `What to do: ${words.advice}`]
      .filter(Boolean)
      .join("\n");
    await announce({ text, kind, state: "open", since, detail });
  }

  async function end(kind: IncidentKind): Promise<void> {
    const until = now();
    const since = await closeIncident(store, kind, until);
    if (since === null) return;
    log.info("alert.closed", { kind });
    const text = `${site}: ${INCIDENT_WORDS[kind].over}`;
    await announce({ text, kind, state: "over", since, until, detail: null });
  }

  async function checkDelivery(): Promise<void> {
    const since = await options.emailFailingSince();
    if (since !== null && now() - since >= deliveryAlertMs) await begin("delivery", null);
    else await end("delivery");
  }

  async function checkDisk(): Promise<void> {
    const disk = await options.diskSpace();
    if (!disk) return;
    const low = disk.free < DISK_FREE_MIN_BYTES || disk.free < disk.size * DISK_FREE_MIN_SHARE;
    if (low) await begin("disk", `${megabytes(disk.free)} free of ${megabytes(disk.size)}.`);
    else await end("disk");
  }

  function track<T>(work: Promise<T>): Promise<T> {
    running.add(work);
    return work.finally(() => running.delete(work));
  }

  const check = () => track(Promise.all([checkDelivery(), checkDisk()]).then(() => undefined));

  return {
    check,
    recordBackup: (outcome) =>
      track(
        outcome.ok ? end("backup") : begin("backup", `${outcome.stage} failed: ${outcome.message}`),
      ),
    start() {
      const run = () =>
        void check().catch((error: unknown) => log.warn("alert.check-failed", errorDetail(error)));
      run();
      timer = setInterval(run, checkEveryMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
