/**
 * The owner's overview at scale: seeds 100,000 leads directly in SQL (the same rows on SQLite in
 * a temporary folder and on a PostgreSQL started as the tests start it), then times the
 * overview's query set (server/inbox/overview-queries.ts) for each period and reports p50 and
 * p95. The goal (docs/decisions/031): p95 ≤ 200 ms on both stores.
 * Usage: npm run bench:overview [-- --leads N --runs N]
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import Sqlite from "libsql";
import pg from "pg";

import { OVERVIEW_PERIODS } from "../app/contracts/overview.ts";
import type { Dialect, Store } from "../server/db/connection.ts";
import { appliesTo, migrationOf } from "../server/db/migration-files.ts";
import type { Database } from "../server/db/schema.ts";
import { overview, WEEK_MS } from "../server/inbox/overview-queries.ts";
import { overviewColumns } from "../server/leads/lead-store.ts";
import { createDatabase, startPostgres } from "../tests/support/postgres.ts";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? Number(process.argv[index + 1]) : fallback;
}

const LEADS = option("leads", 100_000);
const RUNS = option("runs", 40);
const WARM_UP = 3;
const BATCH = 1000;
const GOAL_MS = 200;
const NOW = Date.UTC(2026, 10, 26, 7);
const HOUR = 60 * 60_000;

/** A small seeded generator (mulberry32), so both stores get the same leads run after run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PHONES = ["+966 50", "+971 50", "+968 9", "+252 61", "+974 3", "+965 5", "+44 20", "+1 212"];
const PRODUCTS = ["Grouper", "Lobster", "Tuna", "Kingfish", "Snapper", "Shrimp", "Cuttlefish"];
const PRODUCT_FORMS = ["Chilled: Whole gutted", "Frozen: Fillet", "Frozen: Whole round", ""];
const FORMS = ["enquiry", "enquiry", "enquiry", "contact", "contact", "offer", "guide"];
const DELIVERIES = ["sent", "sent", "sent", "sent", "waiting", "failed", "none"] as const;

type LeadRow = Database["leads"];

function* leads(count: number): Generator<LeadRow> {
  const next = random(31);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  for (let index = 0; index < count; index += 1) {
    const receivedAt = NOW - Math.floor(next() * 60 * WEEK_MS);
    const form = pick(FORMS);
    const phone = next() < 0.1 ? null : `${pick(PHONES)} ${String(index).padStart(7, "0")}`;
    const answered = next() < 0.6 ? receivedAt + Math.floor(next() * 72 * HOUR) : null;
    const values =
      form === "enquiry"
        ? { product: pick(PRODUCTS), productForm: pick(PRODUCT_FORMS), interest: "Fish" }
        : { message: "A seeded lead" };
    yield {
      id: `bench-${index}`,
      submission_id: `bench-${index}`,
      form,
      subject: `Bench ${index}`,
      status: next() < 0.05 ? "spam" : answered && answered < NOW ? "handled" : "new",
      delivery: pick(DELIVERIES),
      page: "/contact",
      name: "Bench Buyer",
      email: "bench@example.com",
      phone,
      preview: "A seeded lead",
      values_json: JSON.stringify(values),
      rows_json: "[]",
      choices_json: "[]",
      search: "bench",
      submission_hash: null,
      lang: next() < 0.3 ? "ar" : "en",
      ...overviewColumns({ values, sender: { phone: phone ?? undefined } }),
      answered_at: answered && answered < NOW ? answered : null,
      received_at: receivedAt,
      updated_at: receivedAt,
    };
  }
}

/** The migrations' SQL for one store, from the files on disk (the server bundles them). */
async function migrationSql(store: Dialect): Promise<string[]> {
  const folder = path.resolve(import.meta.dirname, "../server/db/migrations");
  const files = (await readdir(folder)).filter((file) => file.endsWith(".sql")).sort();
  const all = await Promise.all(
    files.map(async (file) => migrationOf(file, await readFile(path.join(folder, file), "utf8"))),
  );
  return all.filter((migration) => appliesTo(migration, store)).map((migration) => migration.sql);
}

async function seed(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let batch: LeadRow[] = [];
    const flush = async () => {
      if (batch.length > 0) await trx.insertInto("leads").values(batch).execute();
      batch = [];
    };
    for (const lead of leads(LEADS)) {
      batch.push(lead);
      // SQLite allows 32,766 variables a statement; 21 columns × 1000 rows is within that.
      if (batch.length === BATCH) await flush();
    }
    await flush();
  });
}

function percentileOf(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(store: Store): Promise<boolean> {
  let met = true;
  for (const weeks of OVERVIEW_PERIODS) {
    const times: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      const started = performance.now();
      await overview(store, weeks, NOW);
      if (run >= WARM_UP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p95 = percentileOf(times, 95);
    met &&= p95 <= GOAL_MS;
    console.log(
      `${store.dialect.padEnd(8)} ${String(weeks).padStart(2)} weeks: p50 ${percentileOf(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${RUNS} runs)`,
    );
  }
  return met;
}

async function bench(dialect: Dialect, db: Kysely<Database>): Promise<boolean> {
  const started = performance.now();
  await seed(db);
  console.log(
    `${dialect.padEnd(8)} seeded ${LEADS.toLocaleString("en-GB")} leads in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return measure({ db, dialect, location: dialect, close: () => db.destroy() });
}

async function onSqlite(): Promise<boolean> {
  const folder = await mkdtemp(path.join(tmpdir(), "bench-overview-"));
  const raw = new Sqlite(path.join(folder, "leads.sqlite"));
  try {
    raw.pragma("journal_mode = WAL");
    for (const migration of await migrationSql("sqlite")) raw.exec(migration);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
    return await bench("sqlite", db);
  } finally {
    raw.close();
    await rm(folder, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<boolean> {
  const server = await startPostgres();
  try {
    const pool = new pg.Pool({ connectionString: await createDatabase(server.url) });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      for (const migration of await migrationSql("postgres")) await pool.query(migration);
      return await bench("postgres", db);
    } finally {
      await db.destroy();
    }
  } finally {
    await server.destroy();
  }
}

const met = [await onSqlite(), await onPostgres()].every(Boolean);
console.log(met ? `p95 within ${GOAL_MS} ms on both stores` : `p95 over ${GOAL_MS} ms`);
process.exitCode = met ? 0 : 1;
