/**
 * What a migration file's name says: migrations/NNN-name.sql for both stores, and
 * NNN-name.postgres.sql (or .sqlite.sql) for that store only, where the two differ in what is
 * fast. Read by migrate.ts (the files bundled into the server) and scripts/bench-overview.ts
 * (the files on disk).
 */
export type Dialect = "sqlite" | "postgres";

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** The one store it is for; both when absent. */
  only?: Dialect;
}

export function migrationOf(file: string, sql: string): Migration {
  const match = /(\d+)-([\w-]+?)(?:\.(sqlite|postgres))?\.sql$/.exec(file);
  if (!match) throw new Error(`Migration file name must be NNN-name[.store].sql: ${file}`);
  const only = match[3] as Dialect | undefined;
  return { version: Number(match[1]), name: match[2]!, sql, ...(only ? { only } : {}) };
}

/** Whether a store of this kind gets the migration. */
export function appliesTo(migration: Migration, dialect: Dialect): boolean {
  return migration.only === undefined || migration.only === dialect;
}
