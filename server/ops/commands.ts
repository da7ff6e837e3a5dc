/**
 * `npm run backup` and `npm run restore -- FILE`, as functions of the environment and the
 * arguments that return the exit code, so that tests run them in process (backup-cli.ts and
 * restore-cli.ts only call them).
 */
import { ConfigError, loadConfig } from "../config";
import { takeBackup } from "./backup";
import { StoreLockedError } from "./lock";
import { RestoreRefusedError, restoreBackup } from "./restore";

export interface Output {
  log(text: string): void;
  error(text: string): void;
}

export const POSTGRES_BACKUP =
  'The store is PostgreSQL (DATABASE_URL): back it up with PostgreSQL\'s own tools, e.g. pg_dump --format=custom --file=leads.dump "$DATABASE_URL" from cron, or your managed database\'s snapshots (see "Backups and restore" in the README). Nothing was copied.';
export const POSTGRES_RESTORE =
  'The store is PostgreSQL (DATABASE_URL): restore it with PostgreSQL\'s own tools, e.g. pg_restore --clean --dbname="$DATABASE_URL" leads.dump, with every server stopped (see "Backups and restore" in the README). Nothing was changed.';

function configFrom(env: NodeJS.ProcessEnv, out: Output) {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    out.error(error.message);
    return undefined;
  }
}

export async function backupCommand(env: NodeJS.ProcessEnv, out: Output): Promise<number> {
  const config = configFrom(env, out);
  if (!config) return 1;
  if (config.databaseUrl) {
    out.error(POSTGRES_BACKUP);
    return 2;
  }
  const outcome = await takeBackup({ ...config.backup, dataDir: config.dataDir });
  if (!outcome.ok) {
    out.error(`The backup failed at the ${outcome.stage} step: ${outcome.message}.`);
    return 1;
  }
  const sent = config.backup.command ? " BACKUP_COMMAND ran." : "";
  out.log(
    `Copied the store (${outcome.leads} leads, ${outcome.bytes} bytes) to ${outcome.file} and checked it.${sent}`,
  );
  return 0;
}

export async function restoreCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  out: Output,
): Promise<number> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) {
    out.error("Usage: npm run restore -- path/to/leads-YYYYMMDDTHHMMSSZ.sqlite");
    return 2;
  }
  const config = configFrom(env, out);
  if (!config) return 1;
  if (config.databaseUrl) {
    out.error(POSTGRES_RESTORE);
    return 2;
  }
  try {
    const restored = await restoreBackup(file, config.dataDir);
    out.log(
      `Restored ${restored.leads} leads from ${file} as the store in ${config.dataDir} (schema at migration ${restored.version}; a newer server brings it up to date when it starts).`,
    );
    out.log(
      restored.replaced
        ? `The store it replaced is kept in ${restored.replaced}; delete that folder once the restored store is right (it holds personal data).`
        : "There was no store to replace.",
    );
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreRefusedError || error instanceof StoreLockedError)) throw error;
    out.error(error.message);
    return 1;
  }
}
