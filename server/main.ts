/**
 * The production server: serves the pre-rendered site from build/client, takes the forms' leads
 * at /api/leads, stores them (SQLite in DATA_DIR, or PostgreSQL at DATABASE_URL) and sends them
 * from the outbox. Configuration: config.ts. On SIGTERM or SIGINT it stops accepting
 * connections, finishes what is in flight, and exits 0.
 */
import path from "node:path";

import { type Config, ConfigError, loadConfig } from "./config";
import { MigrationError } from "./db/errors";
import { createLogger, errorDetail } from "./log";
import { StoreLockedError } from "./ops/lock";
import { PreMigrationCopyError } from "./ops/upgrade";
import { type RunningServer, startServer } from "./server";

// Bundled to build/server/main.js; the build's other parts are beside it.
const buildDir = path.resolve(import.meta.dirname, "..");
const log = createLogger();

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

let running: RunningServer | undefined;
try {
  running = await startServer(config, { buildDir, log });
} catch (error) {
  // A variable that is set but cannot work (e.g. INBOX_OWNER_PASSWORD too short) is named; so
  // is a store in use by another server, or a migration that failed (and was rolled back).
  const said = [ConfigError, StoreLockedError, MigrationError, PreMigrationCopyError];
  if (said.some((kind) => error instanceof kind)) console.error((error as Error).message);
  else
    log.error("server.start-failed", {
      ...errorDetail(error),
      message:
        "The server could not start: check that the lead store (DATA_DIR or DATABASE_URL) is reachable and the port is free.",
    });
  // Let the log line out before exiting.
  setTimeout(() => process.exit(1), 50);
}

function shutDown(signal: string) {
  log.info("server.stopping", { signal });
  void running?.stop().then(() => setTimeout(() => process.exit(0), 20));
}

process.once("SIGINT", () => shutDown("SIGINT"));
process.once("SIGTERM", () => shutDown("SIGTERM"));
