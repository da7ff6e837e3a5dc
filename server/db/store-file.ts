/**
 * The SQLite store's file in DATA_DIR. A module of its own so that `npm run backup` and
 * `npm run restore`, which need the name, do not load the query builder and both database drivers
 * (connection.ts) to learn it: those took half a second of processor at each command's start.
 */
export const SQLITE_FILE = "leads.sqlite";
