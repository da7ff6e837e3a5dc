/**
 * The inbox API under /api/inbox, by concern: signing in and out (session-routes.ts), the leads
 * (lead-routes.ts), the CSV export (export-routes.ts), the audit log (audit-routes.ts) and the
 * owner's overview (overview-routes.ts). Every answer is no-store; without a session every route
 * but signing in answers 401; every state-changing request must come from the site's own pages
 * (Origin; see guard.ts).
 */
import { retentionPolicy } from "~/contracts/inbox";

import type { Store } from "../db/connection";
import type { OutboxChannel } from "../db/schema";
import type { Route } from "../http/app";
import type { Logger } from "../log";
import type { SignInResult } from "../metrics";
import { auditRoutes } from "./audit-routes";
import { exportRoutes } from "./export-routes";
import { ownerGuard } from "./guard";
import { inboxLeadRoutes } from "./lead-routes";
import { overviewRoutes } from "./overview-routes";
import { sessionRoutes } from "./session-routes";
import { createHashGate, MAX_CONCURRENT_HASHES } from "./sign-in";

export interface InboxOptions {
  store: Store;
  log: Logger;
  /** The delivery channels that are set up (for "not spam" and "retry"). */
  channels: readonly OutboxChannel[];
  /** Called after a lead was queued, so the outbox sends it at once. */
  onQueued: () => void;
  retentionDays: number;
  now?: () => number;
  /** Password checks allowed at once (tests raise it to reach the lockout). */
  maxConcurrentHashes?: number;
  /** Told of each sign-in's result (for the metrics). */
  onSignIn?: (result: SignInResult) => void;
}

export function inboxRoutes(options: InboxOptions): Route[] {
  const { store, log, channels, onQueued, retentionDays, now = Date.now } = options;
  const retention = retentionPolicy(retentionDays);
  const owned = ownerGuard(store, now);
  const hashGate = createHashGate(options.maxConcurrentHashes ?? MAX_CONCURRENT_HASHES);
  return [
    ...sessionRoutes({ store, log, retention, now, owned, hashGate, onSignIn: options.onSignIn }),
    ...inboxLeadRoutes({ store, channels, onQueued, retention, now, owned }),
    ...exportRoutes({ store, now, owned }),
    ...auditRoutes({ store, owned }),
    ...overviewRoutes({ store, now, owned }),
  ];
}
