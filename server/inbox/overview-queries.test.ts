import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { Locale } from "~/content/locale";
import { businessDay } from "~/contracts/business-time";
import type { OverviewAnswer } from "~/contracts/overview";

import type { Store } from "../db/connection";
import type { NewLead } from "../leads/lead-store";
import { openTestStore, STORE_KINDS } from "../test/harness";
import { setStatus } from "./lead-queries";
import {
  backfillOverviewColumns,
  overview,
  overviewRange,
  percentile,
  WEEK_MS,
  weekStartDay,
} from "./overview-queries";
import { storeLead } from "../test/new-lead";

const HOUR = 60 * 60_000;
/** Thursday 26 November 2026, 10:00 in Mogadishu (UTC+3): the week began on Monday the 23rd. */
const NOW = Date.UTC(2026, 10, 26, 7);
/** Monday 23 November, 00:00 in Mogadishu. */
const THIS_MONDAY = Date.UTC(2026, 10, 22, 21);

describe("the business's weeks", () => {
  test("run Monday to Sunday in Mogadishu: 23:30 on Sunday is the week before, midnight the next", () => {
    const sundayLate = THIS_MONDAY - 30 * 60_000;
    expect(businessDay(sundayLate)).toBe("2026-11-22");
    expect(weekStartDay(sundayLate)).toBe("2026-11-16");
    expect(weekStartDay(THIS_MONDAY)).toBe("2026-11-23");
    expect(weekStartDay(NOW)).toBe("2026-11-23");
    // 23:30 on Sunday in Mogadishu is still Sunday 20:30 in UTC, and Monday 00:30 is Sunday in UTC.
    expect(weekStartDay(THIS_MONDAY + 30 * 60_000)).toBe("2026-11-23");
  });

  test("a period is whole weeks ending with this one", () => {
    expect(overviewRange(4, NOW)).toEqual({
      from: THIS_MONDAY - 3 * WEEK_MS,
      to: THIS_MONDAY + WEEK_MS,
    });
  });
});

describe("the percentile of sorted values", () => {
  const sorted = (values: number[]) => new Map(values.map((value, index) => [index, value]));
  test.each([
    [[5], 50, 5],
    [[1, 3], 50, 2],
    [[1, 2, 3, 4, 10], 50, 3],
    [[1, 2, 3, 4, 10], 90, 7.6],
    [[1, 3], 90, 2.8],
  ])("of %j at %i is %d (interpolated as percentile_cont)", (values, p, expected) => {
    expect(percentile(sorted(values), values.length, p)).toBeCloseTo(expected, 9);
  });
});

let sequence = 0;

function lead(
  at: {
    form?: string;
    phone?: string;
    lang?: Locale;
    spam?: boolean;
    values?: NewLead["values"];
  } = {},
): NewLead {
  sequence += 1;
  return {
    submissionId: `overview-${sequence}`,
    submissionHash: "test",
    lang: at.lang ?? "en",
    form: at.form ?? "enquiry",
    subject: "Enquiry: Ada Obi",
    status: at.spam ? "spam" : "new",
    page: "/contact",
    sender: { name: "Ada Obi", email: "ada@example.com", phone: at.phone },
    preview: "Frozen grouper, 2 t",
    values: at.values ?? {},
    rows: [{ key: "message", label: "Message", value: "Frozen grouper, 2 t" }],
    choices: [],
  };
}

const GROUPER = { product: "Grouper", productForm: "Chilled: Whole gutted", interest: "Fish" };

describe.each(STORE_KINDS)("the overview on %s", (kind) => {
  let store: Store;
  let answer: OverviewAnswer;

  async function add(time: number, details: Parameters<typeof lead>[0] = {}, channels = true) {
    return (await storeLead(store, lead(details), channels ? ["email"] : [], time)).id;
  }

  async function answeredAfter(id: string, received: number, hours: number) {
    await setStatus(store, id, "handled", [], received + hours * HOUR);
  }

  beforeAll(async () => {
    store = await openTestStore(kind);
    const lastWeek = THIS_MONDAY - WEEK_MS;
    // This week: three enquiries; one 23:30 on Sunday counts in last week.
    await add(THIS_MONDAY, { phone: "+966 50 123 4567", values: GROUPER });
    await add(THIS_MONDAY + HOUR, { phone: "+971 50 123 4567", lang: "ar", values: GROUPER });
    await add(THIS_MONDAY + 2 * HOUR, { form: "contact", phone: "0501234567" });
    await add(THIS_MONDAY - 30 * 60_000, { phone: "+252 61 555 1234", values: GROUPER });
    // Last week: five answered in 1, 2, 3, 4 and 10 hours (median 3, 90th percentile 7.6).
    for (const [index, hours] of [1, 2, 3, 4, 10].entries()) {
      const received = lastWeek + index * HOUR;
      const id = await add(received, {
        phone: "+966 55 000 000" + index,
        values: { interest: "Lobster", product: "" },
      });
      await answeredAfter(id, received, hours);
    }
    // Two weeks ago: two answered in 1 and 3 hours (median 2), one re-marked handled later (the
    // first time counts).
    const twoWeeksAgo = THIS_MONDAY - 2 * WEEK_MS;
    const first = await add(twoWeeksAgo, { phone: "+44 20 7946 0958" });
    await answeredAfter(first, twoWeeksAgo, 1);
    await setStatus(store, first, "new", [], twoWeeksAgo + 2 * HOUR);
    await answeredAfter(first, twoWeeksAgo, 5);
    const second = await add(twoWeeksAgo + HOUR, { phone: "+1 212 555 0100" });
    await answeredAfter(second, twoWeeksAgo + HOUR, 3);
    // Left out: spam, a leftover form's lead (under "by form" only), and a lead before the period.
    await add(THIS_MONDAY + HOUR, { spam: true, phone: "+966 50 999 9999" });
    await add(THIS_MONDAY + HOUR, { form: "offer", phone: "+44 20 7000 0000" }, false);
    await add(THIS_MONDAY - 4 * WEEK_MS, { phone: "+968 9123 4567" });
    // Delivery outcomes set as the outbox would leave them.
    await sql`UPDATE leads SET delivery = 'sent' WHERE phone LIKE '+966 55%'`.execute(store.db);
    await sql`UPDATE leads SET delivery = 'failed' WHERE phone LIKE '+44 20 7946%'`.execute(
      store.db,
    );
    answer = await overview(store, 4, NOW);
  });
  afterAll(() => store?.close());

  test("counts the seafood forms' enquiries per week, this week's against the weeks before", () => {
    expect(answer.perWeek).toEqual([
      { week: "2026-11-02", count: 0 },
      { week: "2026-11-09", count: 2 },
      { week: "2026-11-16", count: 6 },
      { week: "2026-11-23", count: 3 },
    ]);
    expect(answer.thisWeek).toBe(3);
    expect(answer.averageWeek).toBeCloseTo(8 / 3, 9);
  });

  test("names the markets from the phones' prefixes, unknown without one", () => {
    expect(answer.markets).toEqual([
      { label: "Saudi Arabia", count: 6 },
      { label: "United Arab Emirates", count: 1 },
      { label: "United Kingdom", count: 1 },
      { label: "United States / Canada (+1)", count: 1 },
      { label: "Somalia", count: 1 },
      { label: "Unknown", count: 1 },
    ]);
  });

  test("counts products with their product form, and the interest where no product was named", () => {
    expect(answer.products).toEqual([
      { label: "Lobster", count: 5 },
      { label: "Grouper: Chilled: Whole gutted", count: 3 },
    ]);
  });

  test("counts by the page's language, and every form (the leftovers too)", () => {
    expect(answer.languages).toEqual([
      { lang: "en", label: "English", count: 10 },
      { lang: "ar", label: "Arabic", count: 1 },
    ]);
    expect(answer.forms).toEqual([
      { label: "Enquiry", count: 10 },
      { label: "Contact form", count: 1 },
      { label: "Trial booking", count: 1 },
    ]);
  });

  test("measures the time to answer per week: the median and the slowest tenth", () => {
    expect(answer.answerTimes).toEqual([
      { week: "2026-11-02", answered: 0, unanswered: 0, median: null, slowestTenth: null },
      {
        week: "2026-11-09",
        answered: 2,
        unanswered: 0,
        median: 2 * HOUR,
        slowestTenth: 2.8 * HOUR,
      },
      {
        week: "2026-11-16",
        answered: 5,
        unanswered: 1,
        median: 3 * HOUR,
        slowestTenth: 7.6 * HOUR,
      },
      { week: "2026-11-23", answered: 0, unanswered: 3, median: null, slowestTenth: null },
    ]);
  });

  test("counts delivery outcomes of the period's leads", () => {
    expect(answer.delivery).toEqual({ delivered: 5, delayed: 5, failed: 1, notSent: 1 });
  });

  test("fills in the country and product of leads stored before they were kept", async () => {
    await sql`UPDATE leads SET country = NULL, product = NULL, product_form = NULL`.execute(
      store.db,
    );
    expect(await backfillOverviewColumns(store.db)).toBe(14);
    expect(await overview(store, 4, NOW)).toEqual(answer);
  });

  test.runIf(kind === "postgres")(
    "gives the answer times PostgreSQL's percentile_cont gives",
    async () => {
      const { from } = overviewRange(4, NOW);
      const { rows } = await sql<{ week: string; median: number; slowest: number }>`
      SELECT (received_at - ${from}::bigint) / ${WEEK_MS}::bigint AS week,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY answered_at - received_at) AS median,
        percentile_cont(0.9) WITHIN GROUP (ORDER BY answered_at - received_at) AS slowest
      FROM leads
      WHERE received_at >= ${from}::bigint AND status <> 'spam' AND answered_at IS NOT NULL
        AND form IN ('contact', 'enquiry')
      GROUP BY 1`.execute(store.db);
      for (const row of rows) {
        const week = answer.answerTimes[Number(row.week)]!;
        expect(week.median).toBe(Math.round(Number(row.median)));
        expect(week.slowestTenth).toBe(Math.round(Number(row.slowest)));
      }
      expect(rows).toHaveLength(2);
    },
  );
});
