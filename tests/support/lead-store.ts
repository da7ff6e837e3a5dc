/** Reads a server's lead store from a test, whichever kind it is. */
import path from "node:path";

import Sqlite from "libsql";
import pg from "pg";

export interface StoreLocation {
  dataDir: string;
  databaseUrl?: string;
}

/** The rows of one statement (no parameters) run on the store, read-only on SQLite. */
async function query<Row>(location: StoreLocation, statement: string): Promise<Row[]> {
  if (location.databaseUrl) {
    const client = new pg.Client({ connectionString: location.databaseUrl });
    await client.connect();
    try {
      return (await client.query(statement)).rows as Row[];
    } finally {
      await client.end();
    }
  }
  const database = new Sqlite(path.join(location.dataDir, "leads.sqlite"), { readonly: true });
  try {
    return database.prepare(statement).all() as Row[];
  } finally {
    database.close();
  }
}

/** The ids of every stored lead. */
export async function storedLeadIds(location: StoreLocation): Promise<Set<string>> {
  const rows = await query<{ id: string }>(location, "SELECT id FROM leads");
  return new Set(rows.map((row) => row.id));
}

/** How many of the business's messages wait in the outbox to be sent. */
export async function pendingMessages(location: StoreLocation): Promise<number> {
  const [row] = await query<{ pending: number | string }>(
    location,
    "SELECT count(*) AS pending FROM outbox WHERE status = 'pending'",
  );
  return Number(row!.pending);
}
