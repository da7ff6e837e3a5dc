/**
 * A migration failed. It ran in a transaction that was rolled back: the store is as it was
 * before it, and the server does not start. The message names the migration and the database's
 * error code, not its message (which can quote a stored value).
 */
export class MigrationError extends Error {
  constructor(
    readonly migration: { version: number; name: string },
    options: { cause: unknown },
  ) {
    const code = (options.cause as { code?: unknown } | undefined)?.code;
    const label = `${String(migration.version).padStart(3, "0")}-${migration.name}`;
    super(
      `Migration ${label} failed${typeof code === "string" ? ` (${code})` : ""} and was rolled back: the store is as it was before it. Start the previous version, or restore the copy taken before the migration.`,
      options,
    );
    this.name = "MigrationError";
  }
}
