/**
 * Opening the store the server's way: on SQLite a copy (`leads-pre-migration-…`) is taken before
 * any pending migration changes a store that holds data, and without that copy nothing is
 * migrated.
 */
import type { Config } from "../config";
import { openStore, type Store } from "../db/connection";
import type { Logger } from "../log";
import { logOutcome, PRE_MIGRATION_PREFIX, takeBackup } from "./backup";

export class PreMigrationCopyError extends Error {
  constructor(reason: string) {
    super(
      `The copy of the store before migrating it failed (${reason}): nothing was migrated. Make room in BACKUP_DIR, or fix its permissions, and start again.`,
    );
    this.name = "PreMigrationCopyError";
  }
}

export function openStoreForUpgrade(
  config: Pick<Config, "databaseUrl" | "dataDir" | "backup">,
  log: Logger,
  now: () => number = Date.now,
): Promise<Store> {
  return openStore(
    {
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      async beforeMigrating(pending) {
        const outcome = await takeBackup(
          { dataDir: config.dataDir, dir: config.backup.dir, keep: config.backup.keep },
          // Before the server serves anything: at full speed.
          { now, prefix: PRE_MIGRATION_PREFIX, share: 1 },
        );
        logOutcome(log, outcome);
        if (!outcome.ok) throw new PreMigrationCopyError(outcome.message);
        log.info("store.copied-before-migration", {
          file: outcome.file,
          migrations: pending.map((migration) => migration.version).join(","),
        });
      },
    },
    log,
  );
}
