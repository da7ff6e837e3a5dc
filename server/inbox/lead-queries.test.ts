import { afterEach, describe, expect, test } from "vitest";

import { type LeadFilterInput, leadFilterSchema } from "~/contracts/inbox";
import { leadReference } from "~/contracts/lead-reference";

import type { Store } from "../db/connection";
import type { NewLead } from "../leads/lead-store";
import { createOutbox, FIRST_RETRY_DELAY_MS, GIVE_UP_AFTER_MS } from "../leads/outbox";
import { captureLog, openTestStore, STORE_KINDS } from "../test/harness";
import {
  attention,
  deleteLead,
  leadDetail,
  listLeads,
  phoneSearchDigits,
  setStatuses,
} from "./lead-queries";
import { storeLead } from "../test/new-lead";

const NOW = Date.UTC(2026, 10, 25, 7, 42);
let sequence = 0;

function newLead(
  name: string,
  {
    phone,
    lang = "en",
    status = "new",
  }: Partial<Pick<NewLead, "lang" | "status">> & {
    phone?: string;
  } = {},
): NewLead {
  sequence += 1;
  const rows = [
    { key: "name", label: "Name", value: name },
    ...(phone ? [{ key: "phone", label: "Phone", value: phone }] : []),
    { key: "message", label: "Message", value: "Frozen grouper, 2 t" },
  ];
  return {
    submissionId: `queries-${sequence}-${Math.random()}`,
    submissionHash: "test",
    lang,
    form: "contact",
    subject: `Contact Form: ${name}`,
    status,
    page: "/contact",
    sender: { name, email: `${name.toLowerCase().replace(/\W/g, "")}@example.com`, phone },
    preview: "Frozen grouper, 2 t",
    values: {},
    rows,
    choices: [],
  };
}

describe("phoneSearchDigits", () => {
  test.each([
    ["+971 50 123 4567", "971501234567"],
    ["00971-50-1234567", "971501234567"],
    ["(050) 123.4567", "501234567"],
    ["12345", null],
    ["Ada 0501234567", null],
    ["PS-1WX9-RBJR", null],
  ])("%j → %j", (text, digits) => {
    expect(phoneSearchDigits(text)).toBe(digits);
  });
});

describe.each(STORE_KINDS)("the inbox's lead queries on %s", (kind) => {
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  async function openStore(): Promise<Store> {
    store = await openTestStore(kind);
    return store;
  }

  async function add(s: Store, lead: NewLead, channels: Array<"email" | "webhook"> = ["email"]) {
    return (await storeLead(s, lead, channels, NOW)).id;
  }

  async function found(s: Store, filter: LeadFilterInput): Promise<string[]> {
    const { leads } = await listLeads(s.db, leadFilterSchema.parse(filter), ["email"]);
    return leads.map((lead) => lead.id);
  }

  test("finds a lead by its reference, typed as people type it, and by words that mention it", async () => {
    const s = await openStore();
    const id = await add(s, newLead("Ada Obi"));
    await add(s, newLead("Bashir Ali"));
    const reference = leadReference(id);
    const followUp = await add(s, {
      ...newLead("Ada Obi"),
      rows: [{ key: "message", label: "Message", value: `About ${reference}` }],
    });
    expect((await found(s, { q: reference })).sort()).toEqual([followUp, id].sort());
    const typed = reference.toLowerCase().replace("ps-", "").replace("-", "");
    expect(await found(s, { q: typed })).toContain(id);
    const { leads } = await listLeads(s.db, leadFilterSchema.parse({ q: reference }), []);
    const summary = leads.find((lead) => lead.id === id);
    expect(summary!.reference).toBe(reference);
    expect(await found(s, { q: "PS-0000-0000" })).toEqual([]);
  });

  test("finds a phone by its digits whatever the spacing, the + or a leading 00 or 0", async () => {
    const s = await openStore();
    const spaced = await add(s, newLead("Spaced", { phone: "+971 50 123 4567" }));
    const joined = await add(s, newLead("Joined", { phone: "+252904014301" }));
    await add(s, newLead("Other", { phone: "+252 61 000 0000" }));
    for (const typed of ["+971501234567", "971501234567", "00971 50 1234567", "050-123-4567"]) {
      expect(await found(s, { q: typed }), typed).toEqual([spaced]);
    }
    expect(await found(s, { q: "+252 904 014 301" })).toEqual([joined]);
    expect(await found(s, { q: "Spaced" })).toEqual([spaced]);
  });

  test("filters by the language of the page a lead came from", async () => {
    const s = await openStore();
    const english = await add(s, newLead("Ada"));
    const arabic = await add(s, newLead("Hamdi", { lang: "ar" }));
    expect(await found(s, { lang: "ar" })).toEqual([arabic]);
    expect(await found(s, { lang: "en" })).toEqual([english]);
    expect((await listLeads(s.db, leadFilterSchema.parse({ lang: "ar" }), [])).leads[0]!.lang).toBe(
      "ar",
    );
  });

  test("says where each lead's delivery stands, and finds those whose delivery is failing", async () => {
    const s = await openStore();
    let now = NOW;
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:2525"), {
      code: "ECONNREFUSED",
    });
    let failing = true;
    const outbox = createOutbox({
      store: s,
      channels: {
        email: async () => {
          if (failing) throw refused;
        },
      },
      log: captureLog().log,
      now: () => now,
      leaseMs: 60_000,
    });
    const stuck = await add(s, newLead("Stuck"));
    const spam = await add(s, newLead("Bot", { status: "spam" }));
    const early = await add(s, newLead("Early"), []);
    await outbox.runOnce();
    now += FIRST_RETRY_DELAY_MS;
    await outbox.runOnce();

    const detail = await leadDetail(s.db, stuck, ["email"]);
    expect(detail!.lead.deliveryState).toEqual({
      kind: "failing",
      channel: "email",
      since: NOW,
      nextTryAt: now + 2 * FIRST_RETRY_DELAY_MS,
      error: "connect ECONNREFUSED 127.0.0.1:2525",
    });
    expect(detail!.deliveries[0]!.state.kind).toBe("failing");
    expect(detail!.retryable).toBe(true);
    expect((await leadDetail(s.db, spam, ["email"]))!.lead.deliveryState).toEqual({
      kind: "spam",
    });
    expect((await leadDetail(s.db, spam, ["email"]))!.retryable).toBe(false);
    expect((await leadDetail(s.db, early, ["email"]))!.lead.deliveryState).toEqual({
      kind: "not-queued",
    });
    expect((await leadDetail(s.db, early, []))!.lead.deliveryState).toEqual({ kind: "off" });
    expect((await leadDetail(s.db, early, []))!.retryable).toBe(false);
    expect(await found(s, { delivery: "failing" })).toEqual([stuck]);

    now = NOW + GIVE_UP_AFTER_MS;
    await outbox.runOnce();
    const givenUp = (await listLeads(s.db, leadFilterSchema.parse({ q: "Stuck" }), ["email"]))
      .leads[0]!;
    expect(givenUp.deliveryState).toMatchObject({ kind: "gave-up", since: NOW });
    expect(await found(s, { delivery: "failing" })).toEqual([stuck]);

    failing = false;
    const sentLead = await add(s, newLead("Sent"));
    await outbox.runOnce();
    expect((await leadDetail(s.db, sentLead, ["email"]))!.lead.deliveryState).toEqual({
      kind: "sent",
      at: now,
    });
    expect((await leadDetail(s.db, sentLead, ["email"]))!.retryable).toBe(false);
  });

  test("counts new leads and failing deliveries, and changes its version with any lead", async () => {
    const s = await openStore();
    let now = NOW;
    const outbox = createOutbox({
      store: s,
      channels: {
        email: async () => {
          throw new Error("Invalid login: 535 5.7.8 Authentication failed");
        },
      },
      log: captureLog().log,
      now: () => now,
      leaseMs: 60_000,
    });
    const empty = await attention(s.db, []);
    expect(empty).toEqual({
      newLeads: 0,
      delivery: { channels: [], failingLeads: 0, failingSince: null, latest: null },
      incidents: [],
      version: empty.version,
    });

    const first = await add(s, newLead("First"));
    const second = await add(s, newLead("Second"));
    await add(s, newLead("Bot", { status: "spam" }));
    const arrived = await attention(s.db, ["email"]);
    expect(arrived.newLeads).toBe(2);
    expect(arrived.version).not.toBe(empty.version);

    await outbox.runOnce();
    now += FIRST_RETRY_DELAY_MS;
    await outbox.runOnce();
    const failing = await attention(s.db, ["email"]);
    expect(failing.delivery).toEqual({
      channels: ["email"],
      failingLeads: 2,
      failingSince: NOW,
      latest: {
        channel: "email",
        at: now,
        error: "Invalid login: 535 5.7.8 Authentication failed",
      },
    });
    expect(failing.version).not.toBe(arrived.version);

    await setStatuses(s, [first], "spam", ["email"], (now += 1000));
    const afterSpam = await attention(s.db, ["email"]);
    expect(afterSpam.newLeads).toBe(1);
    expect(afterSpam.delivery.failingLeads).toBe(1);

    await deleteLead(s.db, second);
    const afterDelete = await attention(s.db, ["email"]);
    expect(afterDelete.newLeads).toBe(0);
    expect(afterDelete.delivery.failingLeads).toBe(0);
    expect(afterDelete.version).not.toBe(afterSpam.version);
  });

  test("sets the status of several leads, reporting a lead deleted meanwhile as gone", async () => {
    const s = await openStore();
    const [a, b, c] = [
      await add(s, newLead("A")),
      await add(s, newLead("B")),
      await add(s, newLead("C")),
    ];
    await deleteLead(s.db, b);
    const previous = await setStatuses(s, [a, b, c, a], "handled", ["email"], NOW);
    expect([...previous]).toEqual([
      [a, "new"],
      [b, undefined],
      [c, "new"],
    ]);
    expect(await found(s, { status: "handled" })).toEqual(expect.arrayContaining([a, c]));
  });
});
