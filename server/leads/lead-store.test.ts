import { CompiledQuery, sql } from "kysely";
import Sqlite from "libsql";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { Store } from "../db/connection";
import { failingStore, openTestStore, STORE_KINDS } from "../test/harness";
import { newLead } from "../test/new-lead";
import { createLeadWriter, type NewLead, PG_ACK_LOCK_SPACE } from "./lead-store";

let sequence = 0;
function lead(submissionId = `writer-${(sequence += 1)}-${Math.random()}`): NewLead {
  return { ...newLead(), submissionId, submissionHash: "same details" };
}

describe.each(STORE_KINDS)("the lead writer on %s", (kind) => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore(kind);
  });
  afterAll(() => store?.close());

  const storedIds = async (ids: string[]) =>
    (await store.db.selectFrom("leads").select("id").where("id", "in", ids).execute()).map(
      (row) => row.id,
    );

  /** The store, with a count of the transactions begun through it. */
  function counted(): { store: Store; transactions: () => number } {
    let transactions = 0;
    const db = new Proxy(store.db, {
      get(target, key) {
        if (key === "transaction") {
          return () => {
            transactions += 1;
            return target.transaction();
          };
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === "function" ? (value as () => unknown).bind(target) : value;
      },
    });
    return { store: { ...store, db }, transactions: () => transactions };
  }

  /** A store, with each statement run through it (SQL and parameters), in order. */
  function recorded(target = store): { store: Store; statements: CompiledQuery[] } {
    const statements: CompiledQuery[] = [];
    const executor = target.db.getExecutor();
    const db = target.db.withPlugin({
      transformQuery({ node, queryId }) {
        statements.push(executor.compileQuery(node, queryId));
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    });
    return { store: { ...target, db }, statements };
  }

  /**
   * The tables PostgreSQL would read whole (a sequential scan) for any statement of one lead's
   * insert into `target`, from a new address unless one is given.
   */
  async function tablesScannedByInsert(
    target: Store,
    rule: { windowMs: number },
    now: number,
    email = `new-${Math.random()}@example.com`,
  ): Promise<string[]> {
    const { store: recording, statements } = recorded(target);
    await createLeadWriter(recording, ["email"], rule).insert(
      { ...lead(), sender: { name: "Ada", email } },
      now,
    );
    expect(statements.length).toBeGreaterThan(1);
    type PlanNode = { "Node Type": string; "Relation Name"?: string; Plans?: PlanNode[] };
    const scanned: string[] = [];
    const visit = (node: PlanNode) => {
      if (node["Node Type"] === "Seq Scan") scanned.push(node["Relation Name"] ?? "");
      for (const child of node.Plans ?? []) visit(child);
    };
    for (const { sql: text, parameters } of statements) {
      const { rows } = await target.db.executeQuery<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(
        CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${text}`, [...parameters]),
      );
      visit(rows[0]!["QUERY PLAN"][0]!.Plan);
    }
    return scanned;
  }

  /** A burst of leads from one address that was acknowledged a moment ago. */
  async function burstFromAcknowledged(target: Store, size: number) {
    const rule = { windowMs: 60_000 };
    const email = `again-${Math.random()}@example.com`;
    const from = () => ({ ...lead(), sender: { name: "Ada", email } });
    const now = Date.now();
    const first = await createLeadWriter(store, ["email"], rule).insert(from(), now);
    expect(first.acknowledgement).toBe(true);
    const writer = createLeadWriter(target, ["email"], rule);
    return Promise.all(Array.from({ length: size }, () => writer.insert(from(), now + 1)));
  }

  test("a burst from an address acknowledged already is two statements: its leads, their outbox rows", async () => {
    const { store: recording, statements } = recorded();
    const results = await burstFromAcknowledged(recording, 20);
    expect(results.map((result) => [result.outcome, result.acknowledgement])).toEqual(
      Array.from({ length: 20 }, () => ["created", false]),
    );
    // Each statement is a round trip to PostgreSQL: none per lead, and no check of its own.
    expect(statements.map((statement) => statement.sql.split(" (")[0])).toEqual([
      'insert into "leads"',
      'insert into "outbox"',
    ]);
  });

  test.runIf(kind === "sqlite")(
    "no statement of a burst reads the whole leads table, whether its address was acknowledged or not",
    async () => {
      const { store: recording, statements } = recorded();
      await burstFromAcknowledged(recording, 5);
      const writer = createLeadWriter(recording, ["email"], { windowMs: 60_000 });
      const email = `new-${Math.random()}@example.com`;
      await Promise.all(
        [lead(), lead()].map((item) =>
          writer.insert({ ...item, sender: { name: "Ada", email } }, 1),
        ),
      );
      expect(statements.length).toBeGreaterThan(2);
      const reader = new Sqlite(store.location, { readonly: true });
      try {
        for (const { sql: text, parameters } of statements) {
          const plan = reader.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...parameters) as Array<{
            detail: string;
          }>;
          // Without statistics, SQLite's planner chose this once for the acknowledgement check.
          const scans = plan.filter((step) => /^SCAN (leads|earlier)\b/.test(step.detail));
          expect(scans, text).toEqual([]);
        }
      } finally {
        reader.close();
      }
    },
  );

  test.runIf(kind === "postgres")(
    "no statement of a lead's insert reads the whole leads table, among a thousand analysed leads",
    async () => {
      // A thousand leads, each from an address of its own, acknowledged over the past weeks and
      // three within the window, and the planner's statistics of them: PostgreSQL plans by what
      // it knows of the tables.
      const rule = { windowMs: 60_000 };
      const writer = createLeadWriter(store, ["email"], rule);
      const now = Date.now();
      for (let burst = 0; burst < 10; burst += 1) {
        await Promise.all(
          Array.from({ length: 100 }, (_, index) => {
            const email = `buyer-${burst}-${index}-${Math.random()}@example.com`;
            const item = { ...lead(), sender: { name: "Ada", email } };
            const received = burst === 0 && index < 3 ? now : now - (burst * 100 + index) * 60_000;
            return writer.insert(item, received);
          }),
        );
      }
      await sql`ANALYZE leads`.execute(store.db);
      await sql`ANALYZE acknowledgements`.execute(store.db);

      expect(await tablesScannedByInsert(store, rule, now + 1)).not.toContain("leads");
    },
  );

  test.runIf(kind === "postgres")(
    "no statement of a lead's insert reads the whole leads table before the planner has statistics",
    async () => {
      // A store the planner knows nothing of yet (a new one, or in the minute before its first
      // automatic ANALYZE), holding many leads from one address: without statistics PostgreSQL
      // once read the whole leads table for the acknowledgement check of every lead.
      const fresh = await openTestStore("postgres");
      try {
        const rule = { windowMs: 60_000 };
        const writer = createLeadWriter(fresh, ["email"], rule);
        const email = `many-${Math.random()}@example.com`;
        const now = Date.now();
        for (let burst = 0; burst < 5; burst += 1) {
          await Promise.all(
            Array.from({ length: 100 }, () =>
              writer.insert({ ...lead(), sender: { name: "Ada", email } }, now),
            ),
          );
        }
        expect(await tablesScannedByInsert(fresh, rule, now + 1)).not.toContain("leads");
        expect(await tablesScannedByInsert(fresh, rule, now + 1, email)).not.toContain("leads");
      } finally {
        await fresh.close();
      }
    },
  );

  test("commits a burst together, each lead with its outbox row, a repeated submission once", async () => {
    const { store: counting, transactions } = counted();
    const writer = createLeadWriter(counting, ["email"]);
    const now = Date.now();
    const shared = `writer-shared-${Math.random()}`;
    const items = [...Array.from({ length: 20 }, () => lead()), lead(shared), lead(shared)];
    const results = await Promise.all(items.map((item) => writer.insert(item, now)));
    expect(results.filter((result) => result.outcome === "created")).toHaveLength(21);
    expect(results[21]).toEqual({ outcome: "replayed", id: results[20]!.id });
    const ids = results.map((result) => result.id);
    expect(await storedIds(ids)).toHaveLength(21);
    const queued = await store.db
      .selectFrom("outbox")
      .select("lead_id")
      .where("lead_id", "in", ids)
      .execute();
    expect(queued).toHaveLength(21);
    // One transaction, so one flush to disk, for the whole burst.
    expect(transactions()).toBe(1);
  });

  test("a submission id sent again with other details is a conflict, and stores nothing", async () => {
    const writer = createLeadWriter(store, ["email"]);
    const shared = `writer-conflict-${Math.random()}`;
    const first = await writer.insert(lead(shared), Date.now());
    const other = await writer.insert(
      { ...lead(shared), submissionHash: "other details", subject: "Other" },
      Date.now(),
    );
    expect(other).toEqual({ outcome: "conflict", id: first.id });
    const rows = await store.db
      .selectFrom("leads")
      .select("subject")
      .where("submission_id", "=", shared)
      .execute();
    expect(rows).toEqual([{ subject: "Contact Form: Ada Obi" }]);
  });

  test("queues no delivery for spam", async () => {
    const writer = createLeadWriter(store, ["email"]);
    const { id } = await writer.insert({ ...lead(), status: "spam" }, Date.now());
    const row = await store.db
      .selectFrom("leads")
      .select("delivery")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.delivery).toBe("none");
    expect(
      await store.db.selectFrom("outbox").select("id").where("lead_id", "=", id).execute(),
    ).toHaveLength(0);
  });

  test("one lead the store refuses fails alone: the rest of its batch is stored", async () => {
    const writer = createLeadWriter(store, ["email"]);
    const honest = Array.from({ length: 20 }, () => lead());
    // A status outside the table's CHECK: both stores refuse the row, and with it its transaction.
    const refused = { ...lead(), status: "archived" as NewLead["status"] };
    const outcomes = await Promise.allSettled(
      [...honest.slice(0, 10), refused, ...honest.slice(10)].map((item) =>
        writer.insert(item, Date.now()),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      ...Array<string>(10).fill("fulfilled"),
      "rejected",
      ...Array<string>(10).fill("fulfilled"),
    ]);
    const ids = outcomes.flatMap((outcome) =>
      outcome.status === "fulfilled" ? [outcome.value.id] : [],
    );
    expect(await storedIds(ids)).toHaveLength(20);
  });

  test("a sender's first lead queues the acknowledgement, the next within the window none", async () => {
    const writer = createLeadWriter(store, ["email"], { windowMs: 60_000 });
    const email = `first-${Math.random()}@example.com`;
    const from = (submissionId?: string) => ({
      ...lead(submissionId),
      sender: { name: "Ada", email },
    });
    const now = Date.now();
    const burst = await Promise.all([writer.insert(from(), now), writer.insert(from(), now)]);
    const later = await writer.insert(from(), now + 59_999);
    const after = await writer.insert(from(), now + 60_001);
    expect([...burst, later, after].map((result) => result.acknowledgement)).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  test.runIf(kind === "postgres")(
    "a lead from an address acknowledged already is stored while that address's lock is held",
    async () => {
      const writer = createLeadWriter(store, ["email"], { windowMs: 60_000 });
      const email = `held-${Math.random()}@example.com`;
      const from = () => ({ ...lead(), sender: { name: "Ada", email } });
      await writer.insert(from(), Date.now());
      // Another instance deciding a lead of the same address holds the lock meanwhile.
      const second = await store.db.connection().execute(async (holder) => {
        await sql`SELECT pg_advisory_lock(${PG_ACK_LOCK_SPACE}, hashtext(${email}))`.execute(
          holder,
        );
        try {
          return await writer.insert(from(), Date.now());
        } finally {
          await sql`SELECT pg_advisory_unlock(${PG_ACK_LOCK_SPACE}, hashtext(${email}))`.execute(
            holder,
          );
        }
      });
      expect(second).toMatchObject({ outcome: "created", acknowledgement: false });
    },
    5_000,
  );

  test("refuses every lead of a batch when the store cannot be reached", async () => {
    const broken = await failingStore(kind);
    const writer = createLeadWriter(broken, []);
    const outcomes = await Promise.allSettled(
      [lead(), lead()].map((item) => writer.insert(item, Date.now())),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    await broken.close();
  });
});
