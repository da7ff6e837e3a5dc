/**
 * The lead endpoint under load, through the production server (`npm run build` first):
 * 1. accepted leads per second (each stored durably before its 201) and p50/p99 latency, on
 *    SQLite and on PostgreSQL, at 1, 10 and 50 concurrent clients, with e-mail on (an SMTP sink),
 *    each row started once the outbox has sent what the rows before it queued;
 * 2. static page throughput while one address floods the endpoint, against the same without.
 * `--store sqlite` or `--store postgres` measures one store only; `--no-mail` runs the server
 * without e-mail, so that no delivery work shares the process. On Linux each row also gives the
 * processor time the server's process spent per lead it accepted, its e-mails included (the row
 * ends once they are sent): a steadier figure than leads per second on a machine whose disk and
 * neighbours vary, and the one that shows what a change costs the lead path.
 *
 * Side by side, part 1 only: two runs alternate `--rounds N` times (2 by default; the machine's
 * speed drifts over a run), and the table gives each one's medians and their ratio. With
 * `--against DIR` (another clone, built), that build and this one: both servers run at once, each
 * on a fresh store, and take turns row by row. With `--backup-every-ms N`, SQLite without backups
 * and with the server taking its own copies of the store (BACKUP_INTERVAL_MINUTES) N ms after each
 * other, to show what a backup costs lead intake, each round a fresh run of each; with
 * `--backup-command` too, the copies are taken instead by `npm run backup`'s command
 * (build/server/backup.js) started beside the server every N ms.
 *
 * Usage: npm run bench:leads [-- --seconds N] [--store sqlite] [--no-mail]
 *          [--against DIR | --backup-every-ms N [--backup-command]] [--rounds N]
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";

import autocannon from "autocannon";
import { SMTPServer } from "smtp-server";

import { pendingMessages, storedLeadIds, type StoreLocation } from "../tests/support/lead-store.ts";
import { freePort } from "../tests/support/ports.ts";
import { createDatabase, startPostgres } from "../tests/support/postgres.ts";
import { MAIN, type SiteServer, startSiteServer } from "../tests/support/site-server.ts";
import { median } from "./median.ts";
import { processorMs } from "./processor-time.ts";

/** The value given after `name` on the command line, if any. */
function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > -1 ? process.argv[index + 1] : undefined;
}
const SECONDS = Number(option("--seconds") ?? 10);
const BACKUP_EVERY_MS = Number(option("--backup-every-ms") ?? 0);
const BY_COMMAND = process.argv.includes("--backup-command");
/** Without e-mail: nothing is queued, so the rows show the intake alone. */
const NO_MAIL = process.argv.includes("--no-mail");
const MAIL = NO_MAIL ? "without e-mail" : "e-mail on";
const STORES = (["sqlite", "postgres"] as const).filter(
  (store) => (option("--store") ?? (BACKUP_EVERY_MS > 0 ? "sqlite" : store)) === store,
);
const CLIENTS = [1, 10, 50];
const against = option("--against");
const AGAINST = against === undefined ? undefined : path.resolve(against);
if (BACKUP_EVERY_MS > 0 && (AGAINST || option("--store") === "postgres")) {
  // PostgreSQL's copies are its own tools', not the server's; a comparison is of one thing.
  console.error("--backup-every-ms measures SQLite alone, without --against.");
  process.exit(2);
}
const ROUNDS = Number(option("--rounds") ?? 2);
const root = path.resolve(import.meta.dirname, "..");
/** Quiet and flooded measurements alternate this many times. */
const FLOOD_ROUNDS = 3;

const LEAD = JSON.stringify({
  _form: "contact",
  firstName: "Bench",
  lastName: "Buyer",
  email: "bench.buyer@example.com",
  phone: "+252 904 014301",
  message: "Monthly supply of frozen grouper, 2 t, CFR Jebel Ali. Please quote.",
});
const JSON_HEADERS = { "content-type": "application/json", accept: "application/json" };

/** An SMTP server that accepts and discards: the outbox's work is measured, not a mail parser's. */
async function startSmtpSink(): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface Row {
  rps: number;
  accepted: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function postLeads(url: string, connections: number, seconds = SECONDS): Promise<Row> {
  const result = await autocannon({
    url: `${url}/api/leads`,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        headers: JSON_HEADERS,
        body: LEAD,
        // Every post is a new submission: a repeated id would be answered without storing.
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, "idempotency-key": randomUUID() },
        }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    accepted: result["2xx"] / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function getPage(url: string, seconds = SECONDS): Promise<number> {
  const result = await autocannon({
    url: `${url}/`,
    connections: 50,
    duration: seconds,
    headers: { "accept-encoding": "br, gzip" },
  });
  return result.requests.average;
}

interface FloodResult {
  requests: { average: number };
  "2xx": number;
  non2xx: number;
}

/**
 * One address posting leads as fast as 50 connections allow, for the length of a measurement
 * and a little more. It runs in another process, so it does not share this one's event loop.
 */
function startFlood(url: string): Promise<FloodResult> {
  const flood = spawn(
    process.execPath,
    [
      path.join(root, "node_modules/autocannon/autocannon.js"),
      "--connections",
      "50",
      "--duration",
      String(SECONDS + 3),
      "--method",
      "POST",
      "--headers",
      "content-type=application/json",
      "--headers",
      "accept=application/json",
      "--body",
      LEAD,
      "--json",
      `${url}/api/leads`,
    ],
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  let output = "";
  flood.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    flood.once("exit", () => resolve(JSON.parse(output) as FloodResult)),
  );
}

/**
 * Backups of a SQLite store by a build's `backup.js` (beside its `main.js`), one after another,
 * one starting every `everyMs`, until stopped.
 */
function startBackupCommands(main: string, dataDir: string, everyMs: number) {
  const durations: number[] = [];
  let failures = 0;
  let stopped = false;
  const takeOne = () =>
    new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, [path.join(path.dirname(main), "backup.js")], {
        env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, BACKUP_KEEP: "2" },
        stdio: "ignore",
      });
      child.once("exit", resolve);
    });
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      if ((await takeOne()) === 0) durations.push(performance.now() - started);
      else failures += 1;
      const wait = everyMs - (performance.now() - started);
      if (wait > 0 && !stopped) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { durations, failures };
    },
  };
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

type StoreKind = "sqlite" | "postgres";

/** One of the two runs side by side: a build's server, with or without backups. */
interface Variant {
  name: string;
  main: string;
  backups: boolean;
}

const THIS_BUILD: Variant = { name: "this build", main: MAIN, backups: false };

interface Measured extends Row {
  clients: number;
  /** The server's processor time per lead accepted, its e-mails included (µs); unknown off Linux. */
  cpuPerLead?: number;
  /** Whether every lead answered 2xx is in the store. */
  allStored: boolean;
  stored: number;
  acknowledged: number;
}

/** Outboxes drain faster than this, or the measurement is not worth having. */
const DRAIN_TIMEOUT_MS = 120_000;

/**
 * Waits until the outbox has sent what the rows before queued, so that each row starts from the
 * same state: a build that accepted more leads in the row before is not charged for sending them
 * in the next.
 */
async function drained(location: StoreLocation): Promise<void> {
  const started = Date.now();
  while ((await pendingMessages(location)) > 0) {
    if (Date.now() - started > DRAIN_TIMEOUT_MS) throw new Error("The outbox did not drain.");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A build's server on a fresh store, warmed up, with what it has answered 2xx so far. */
interface Opened {
  store: StoreKind;
  variant: Variant;
  server: SiteServer;
  location: StoreLocation;
  acknowledged: number;
  commands?: ReturnType<typeof startBackupCommands>;
}

/**
 * Starts a build's server on a fresh store (with its backups, if the variant takes them) and
 * warms it up.
 */
async function open(
  store: StoreKind,
  smtpUrl: string,
  postgresUrl: string,
  variant: Variant = THIS_BUILD,
): Promise<Opened> {
  const location: StoreLocation = {
    dataDir: path.join(root, "reports", `bench-${store}-${randomUUID()}`),
    ...(store === "postgres" ? { databaseUrl: await createDatabase(postgresUrl) } : {}),
  };
  const server: SiteServer = await startSiteServer({
    dataDir: location.dataDir,
    main: variant.main,
    env: {
      ...(NO_MAIL ? {} : { SMTP_URL: smtpUrl }),
      LEAD_RATE_LIMIT: "0",
      ...(variant.backups && !BY_COMMAND
        ? { BACKUP_INTERVAL_MINUTES: String(BACKUP_EVERY_MS / 60_000) }
        : {}),
      ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl } : {}),
    },
  });
  const opened: Opened = { store, variant, server, location, acknowledged: 0 };
  try {
    await postLeads(server.url, 10, 2); // warm-up
    // Each row then starts from an empty outbox: the one before it waits for its own e-mails.
    if (!NO_MAIL) await drained(location);
    opened.acknowledged = (await storedLeadIds(location)).size;
    if (variant.backups && BY_COMMAND) {
      opened.commands = startBackupCommands(variant.main, location.dataDir, BACKUP_EVERY_MS);
    }
    return opened;
  } catch (error) {
    await close(opened);
    throw error;
  }
}

/** One row: `clients` clients posting, and the outbox sending what they queued. */
async function measureRow(opened: Opened, clients: number): Promise<Measured> {
  const pid = opened.server.process.pid;
  const cpuBefore = await processorMs(pid);
  const row = await postLeads(opened.server.url, clients);
  if (!NO_MAIL) await drained(opened.location);
  const cpuAfter = await processorMs(pid);
  const accepted = Math.round(row.accepted * SECONDS);
  opened.acknowledged += accepted;
  const stored = (await storedLeadIds(opened.location)).size;
  return {
    ...row,
    clients,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && accepted > 0
      ? { cpuPerLead: ((cpuAfter - cpuBefore) * 1000) / accepted }
      : {}),
    allStored: stored >= opened.acknowledged,
    stored,
    acknowledged: opened.acknowledged,
  };
}

/** Stops the server and its backups, says what the backups did, and removes the store. */
async function close({ store, variant, server, location, commands }: Opened): Promise<void> {
  try {
    if (commands) {
      const { durations, failures } = await commands.stop();
      console.log(
        `${store}: backup command started every ${BACKUP_EVERY_MS} ms: ${durations.length} copies (median ${median(durations).toFixed(0)} ms, longest ${Math.max(...durations).toFixed(0)} ms), ${failures} failed`,
      );
    } else if (variant.backups) {
      const count = (event: string) => server.output().split(`"event":"${event}"`).length - 1;
      console.log(
        `${store}: the server's copies, ${BACKUP_EVERY_MS} ms apart: ${count("backup.done")} taken, ${count("backup.failed")} failed`,
      );
    }
  } finally {
    await server.stop();
    // Each run's store holds tens of megabytes of made-up leads: nothing to keep.
    await rm(location.dataDir, { recursive: true, force: true });
  }
}

/** One server of a build on a fresh store: a warm-up, then a row per number of clients. */
async function measureStore(
  store: StoreKind,
  smtpUrl: string,
  postgresUrl: string,
  variant: Variant = THIS_BUILD,
): Promise<Measured[]> {
  const opened = await open(store, smtpUrl, postgresUrl, variant);
  try {
    const rows: Measured[] = [];
    for (const clients of CLIENTS) rows.push(await measureRow(opened, clients));
    return rows;
  } finally {
    await close(opened);
  }
}

/**
 * The two variants' rows, `ROUNDS` of each, alternating. Two builds run at once, each on its own
 * store, and alternate row by row: the machine's speed drifts within a minute, and rows seconds
 * apart see the same machine. A server that takes backups runs alone (its copies would slow the
 * other one), so with backups each round is a fresh pair of runs, one after the other.
 */
async function sideBySide(
  store: StoreKind,
  variants: readonly [Variant, Variant],
  smtpUrl: string,
  postgresUrl: string,
): Promise<Map<string, Measured[]>> {
  const results = new Map<string, Measured[]>();
  const keep = (variant: Variant, row: Measured) => {
    const key = `${store} ${variant.name} ${row.clients}`;
    results.set(key, [...(results.get(key) ?? []), row]);
    if (!row.allStored)
      console.log(`${key}: ${row.stored} stored of ${row.acknowledged} answered 2xx`);
  };
  const inTurn = <T>(items: readonly T[], round: number) =>
    round % 2 === 0 ? items : [...items].reverse();
  if (variants.some((variant) => variant.backups)) {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const variant of inTurn(variants, round)) {
        for (const row of await measureStore(store, smtpUrl, postgresUrl, variant))
          keep(variant, row);
      }
    }
    return results;
  }
  const both: Opened[] = [];
  try {
    for (const variant of variants) both.push(await open(store, smtpUrl, postgresUrl, variant));
    for (const clients of CLIENTS) {
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const opened of inTurn(both, round)) {
          keep(opened.variant, await measureRow(opened, clients));
        }
      }
    }
  } finally {
    await Promise.all(both.map(close));
  }
  return results;
}

const smtp = await startSmtpSink();
const postgres = await startPostgres();
try {
  const variants: readonly [Variant, Variant] | undefined = AGAINST
    ? [
        {
          name: path.basename(AGAINST),
          main: path.join(AGAINST, "build/server/main.js"),
          backups: false,
        },
        THIS_BUILD,
      ]
    : BACKUP_EVERY_MS > 0
      ? [
          { ...THIS_BUILD, name: "no backups" },
          { ...THIS_BUILD, name: BY_COMMAND ? "backup command" : "backups", backups: true },
        ]
      : undefined;
  if (variants) {
    console.log(
      `Lead intake side by side: POST /api/leads, ${SECONDS} s per row, ${MAIL}, ${ROUNDS} alternating rounds, medians`,
    );
    const results = new Map<string, Measured[]>();
    for (const store of STORES) {
      for (const [key, rows] of await sideBySide(store, variants, smtp.url, postgres.url)) {
        results.set(key, rows);
      }
    }
    report(variants, results);
  } else {
    await measureEach();
  }
} finally {
  await postgres.destroy();
  await smtp.close();
}

/** The two variants' medians, row by row: leads per second, then processor time per lead. */
function report(variants: readonly [Variant, Variant], results: Map<string, Measured[]>): void {
  /** The two variants' rows of one store and number of clients. */
  const rowsOf = (store: StoreKind, clients: number) =>
    variants.map((variant) => results.get(`${store} ${variant.name} ${clients}`)!) as [
      Measured[],
      Measured[],
    ];
  const line = (store: string, clients: string | number, first: string, second: string) =>
    `${store.padEnd(10)} ${pad(clients, 7)} ${pad(first, 18)} ${pad(second, 18)}`;
  const cell = (rows: Measured[]) =>
    `${median(rows.map((row) => row.accepted)).toFixed(0)} (${median(rows.map((row) => row.p99))} ms)`;
  console.log(
    `${line("store", "clients", variants[0].name, variants[1].name)} ${pad("ratio", 6)}  errors, all stored`,
  );
  for (const store of STORES) {
    for (const clients of CLIENTS) {
      const [before, after] = rowsOf(store, clients);
      const ratio =
        median(after.map((row) => row.accepted)) / median(before.map((row) => row.accepted));
      const errors = [...before, ...after].reduce((sum, row) => sum + row.errors + row.non2xx, 0);
      const allStored = [...before, ...after].every((row) => row.allStored);
      console.log(
        `${line(store, clients, cell(before), cell(after))} ${pad(ratio.toFixed(2), 6)}  ${errors}, ${allStored ? "yes" : "NO"}`,
      );
    }
  }
  const processor = (rows: Measured[]) => median(rows.map((row) => row.cpuPerLead ?? NaN));
  // Off Linux there is no processor time to give.
  if (Number.isNaN(processor([...results.values()].flat()))) return;
  console.log(
    `\nThe server's processor time per lead accepted, its e-mails included (µs), medians`,
  );
  console.log(`${line("store", "clients", variants[0].name, variants[1].name)} ${pad("ratio", 6)}`);
  for (const store of STORES) {
    for (const clients of CLIENTS) {
      const [before, after] = rowsOf(store, clients).map(processor) as [number, number];
      console.log(
        `${line(store, clients, before.toFixed(0), after.toFixed(0))} ${pad((after / before).toFixed(2), 6)}`,
      );
    }
  }
}

/** Part 1 and part 2 for this build. */
async function measureEach(): Promise<void> {
  console.log(
    `Lead intake: POST /api/leads (JSON, a new submission id each), ${SECONDS} s per row, ${MAIL}`,
  );
  console.log(
    `${"store".padEnd(10)} ${pad("clients", 7)} ${pad("leads/s", 9)} ${pad("p50", 6)} ${pad("p99", 6)} ${pad("non-2xx", 8)} ${pad("errors", 7)} ${pad("µs/lead", 8)}  stored`,
  );
  for (const store of STORES) {
    for (const row of await measureStore(store, smtp.url, postgres.url)) {
      console.log(
        `${store.padEnd(10)} ${pad(row.clients, 7)} ${pad(row.accepted.toFixed(0), 9)} ${pad(`${row.p50}ms`, 6)} ${pad(`${row.p99}ms`, 6)} ${pad(row.non2xx, 8)} ${pad(row.errors, 7)} ${pad(row.cpuPerLead?.toFixed(0) ?? "-", 8)}  ${row.allStored ? "all" : `${row.stored}/${row.acknowledged}`}`,
      );
    }
  }

  console.log(
    `\nStatic GET / (50 connections, ${SECONDS} s) without and during a one-address flood of lead posts,`,
  );
  console.log(
    `${FLOOD_ROUNDS} alternating rounds (the machine's speed drifts over a run), medians`,
  );
  const server = await startSiteServer({ env: { SMTP_URL: smtp.url } });
  try {
    await getPage(server.url, 2); // warm-up
    const quiet: number[] = [];
    const flooded: number[] = [];
    const floods: FloodResult[] = [];
    for (let round = 0; round < FLOOD_ROUNDS; round += 1) {
      quiet.push(await getPage(server.url));
      const flood = startFlood(server.url);
      // Measure the flood at full strength, once its process has started and connected.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      flooded.push(await getPage(server.url));
      floods.push(await flood);
    }
    const posts = median(floods.map((flood) => flood.requests.average));
    const accepted = floods.reduce((sum, flood) => sum + flood["2xx"], 0);
    const refused = floods.reduce((sum, flood) => sum + flood.non2xx, 0);
    console.log(`${"GET / req/s without a flood".padEnd(44)} ${pad(median(quiet).toFixed(0), 8)}`);
    console.log(
      `${"GET / req/s during the flood".padEnd(44)} ${pad(median(flooded).toFixed(0), 8)}`,
    );
    console.log(
      `${"flood: lead posts/s (2xx, refused 429)".padEnd(44)} ${pad(posts.toFixed(0), 8)}  (${accepted}, ${refused})`,
    );
    console.log(`ratio during/without: ${(median(flooded) / median(quiet)).toFixed(2)}`);
  } finally {
    await server.stop();
  }
}
