/** Reads a server's lead store from a test, whichever kind it is. */
import path from "node:path";

import Sqlite from "libsql";
import pg from "pg";

export interface StoreLocation {
  dataDir: string;
  databaseUrl?: string;
}

/** The ids of every stored lead. */
export async function storedLeadIds(location: StoreLocation): Promise<Set<string>> {
  if (location.databaseUrl) {
    const client = new pg.Client({ connectionString: location.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>("SELECT id FROM leads");
      return new Set(rows.map((row) => row.id));
    } finally {
      await client.end();
    }
  }
  const database = new Sqlite(path.join(location.dataDir, "leads.sqlite"), { readonly: true });
  try {
    const rows = database.prepare("SELECT id FROM leads").all() as Array<{ id: string }>;
    return new Set(rows.map((row) => row.id));
  } finally {
    database.close();
  }
}
