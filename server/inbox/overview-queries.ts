/**
 * The owner's overview, computed in SQL that reads the same on SQLite and PostgreSQL: three
 * queries over one period of leads, grouped by week, form, language, delivery, market and
 * product, and the answer times' percentiles from ranked rows (SQLite has no percentile_cont).
 * Nothing here reads a lead's name, e-mail, phone or message: the market is the country code,
 * and the product the catalogue's name, stored at intake (migration 007).
 */
import { type Kysely, type RawBuilder, sql } from "kysely";

import { businessDay, businessDayStart } from "~/contracts/business-time";
import { LOCALE_INFO, LOCALES } from "~/content/locale";
import { formTitle } from "~/contracts/lead-forms";
import {
  type AnswerTimeWeek,
  type NamedCount,
  type OverviewAnswer,
  type OverviewPeriod,
  SEAFOOD_FORMS,
  TOP_MARKETS,
  TOP_PRODUCTS,
} from "~/contracts/overview";
import type { LeadContent } from "~/contracts/lead-form";
import { countryName, UNKNOWN_COUNTRY } from "~/contracts/phone-country";

import type { Store } from "../db/connection";
import type { Database } from "../db/schema";
import { backfillLeads, overviewColumns } from "../leads/lead-store";

const DAY_MS = 24 * 60 * 60_000;
/** The business's zone keeps one offset all year (East Africa Time), so every week is 7 × 24 h. */
export const WEEK_MS = 7 * DAY_MS;

/** The Monday (YYYY-MM-DD) of the business's week holding a moment: weeks run Monday to Sunday. */
export function weekStartDay(time: number): string {
  const day = businessDay(time);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return businessDay(businessDayStart(day) - ((weekday + 6) % 7) * DAY_MS + DAY_MS / 2);
}

/** The period's first moment and the moment after it: `weeks` whole weeks ending with this one. */
export function overviewRange(weeks: OverviewPeriod, now: number): { from: number; to: number } {
  const thisWeek = businessDayStart(weekStartDay(now));
  return { from: thisWeek - (weeks - 1) * WEEK_MS, to: thisWeek + WEEK_MS };
}

const SEAFOOD = sql.join(SEAFOOD_FORMS.map((form) => sql.lit(form)));

/** The week of the period a lead came in: 0 for the first. */
function weekOf(from: number) {
  return sql<number>`(received_at - CAST(${from} AS BIGINT)) / ${sql.lit(WEEK_MS)}`;
}

function inPeriod(from: number, to: number) {
  return sql`received_at >= CAST(${from} AS BIGINT) AND received_at < CAST(${to} AS BIGINT) AND status <> 'spam'`;
}

interface GroupRow {
  week: number | string;
  form: string;
  lang: string;
  count: number | string;
  answered: number | string;
  sent: number | string;
  waiting: number | string;
  failed: number | string;
  none: number | string;
}

/** Counts by week, form and language, with their answered leads and delivery outcomes. */
function countGroups(db: Kysely<Database>, from: number, to: number) {
  const when = (condition: RawBuilder<unknown>) =>
    sql<number>`SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)`;
  return sql<GroupRow>`
    SELECT ${weekOf(from)} AS week, form, lang, COUNT(*) AS count,
      ${when(sql`answered_at IS NOT NULL`)} AS answered,
      ${when(sql`delivery = 'sent'`)} AS sent,
      ${when(sql`delivery = 'waiting'`)} AS waiting,
      ${when(sql`delivery = 'failed'`)} AS failed,
      ${when(sql`delivery = 'none'`)} AS none
    FROM leads
    WHERE ${inPeriod(from, to)}
    GROUP BY 1, 2, 3`.execute(db);
}

/**
 * The seafood leads by market, product (or, without one, the interest chosen) and product form:
 * one scan for both breakdowns, whose few hundred groups are added up by market and by product.
 */
function countMarketsAndProducts(db: Kysely<Database>, from: number, to: number) {
  return sql<{
    country: string;
    product: string | null;
    product_form: string | null;
    count: number | string;
  }>`
    SELECT COALESCE(country, ${UNKNOWN_COUNTRY}) AS country, product, product_form,
      COUNT(*) AS count
    FROM leads
    WHERE ${inPeriod(from, to)} AND form IN (${SEAFOOD})
    GROUP BY 1, 2, 3`.execute(db);
}

/** Adds up counts by a label, largest first (ties in label order). */
function byCount(entries: Iterable<readonly [string, number]>): NamedCount[] {
  const totals = new Map<string, number>();
  for (const [label, count] of entries) totals.set(label, (totals.get(label) ?? 0) + count);
  return [...totals]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}

/**
 * The rows at the median's and the 90th percentile's positions in each week's answer times,
 * sorted: at most four a week, whatever the number of leads. Position p·(n − 1) counted from 0,
 * in hundredths to stay in integers, and the rows either side of it.
 */
function percentileRows(db: Kysely<Database>, from: number, to: number) {
  const positions = [50, 90].flatMap((p) => [
    sql`(n - 1) * ${sql.lit(p)} / 100`,
    sql`((n - 1) * ${sql.lit(p)} + 99) / 100`,
  ]);
  return sql<{ week: number | string; n: number | string; rn: number | string; took: number }>`
    SELECT week, n, rn, took
    FROM (
      SELECT week, took,
        ROW_NUMBER() OVER (PARTITION BY week ORDER BY took) AS rn,
        COUNT(*) OVER (PARTITION BY week) AS n
      FROM (
        SELECT ${weekOf(from)} AS week, answered_at - received_at AS took
        FROM leads
        WHERE ${inPeriod(from, to)} AND form IN (${SEAFOOD}) AND answered_at IS NOT NULL
      ) answered
    ) ranked
    WHERE rn - 1 IN (${sql.join(positions)})
    ORDER BY week, rn`.execute(db);
}

/**
 * The p-th percentile (0–100) from the sorted values at the positions percentileRows picked,
 * interpolated as PostgreSQL's percentile_cont does.
 */
export function percentile(byRank: ReadonlyMap<number, number>, n: number, p: number): number {
  const hundredths = (n - 1) * p;
  const low = Math.floor(hundredths / 100);
  const high = Math.ceil(hundredths / 100);
  const lowValue = byRank.get(low)!;
  const highValue = byRank.get(high)!;
  return lowValue + ((hundredths - low * 100) / 100) * (highValue - lowValue);
}

/** The first `top` entries by count, and the rest added up as "Other". */
function topAndOther(rows: NamedCount[], top: number): NamedCount[] {
  if (rows.length <= top) return rows;
  const other = rows.slice(top).reduce((sum, row) => sum + row.count, 0);
  return [...rows.slice(0, top), { label: "Other", count: other }];
}

export async function overview(
  store: Store,
  weeks: OverviewPeriod,
  now: number,
): Promise<OverviewAnswer> {
  const { from, to } = overviewRange(weeks, now);
  const [groups, breakdown, ranked] = await Promise.all([
    countGroups(store.db, from, to),
    countMarketsAndProducts(store.db, from, to),
    percentileRows(store.db, from, to),
  ]);
  const seafood = new Set<string>(SEAFOOD_FORMS);
  const perWeek = Array.from({ length: weeks }, () => 0);
  const answered = Array.from({ length: weeks }, () => 0);
  const languages = new Map<string, number>();
  const forms = new Map<string, number>();
  const delivery = { delivered: 0, delayed: 0, failed: 0, notSent: 0 };
  for (const row of groups.rows) {
    const count = Number(row.count);
    forms.set(row.form, (forms.get(row.form) ?? 0) + count);
    delivery.delivered += Number(row.sent);
    delivery.delayed += Number(row.waiting);
    delivery.failed += Number(row.failed);
    delivery.notSent += Number(row.none);
    if (!seafood.has(row.form)) continue;
    perWeek[Number(row.week)]! += count;
    answered[Number(row.week)]! += Number(row.answered);
    languages.set(row.lang, (languages.get(row.lang) ?? 0) + count);
  }

  const byWeek = new Map<number, { n: number; byRank: Map<number, number> }>();
  for (const row of ranked.rows) {
    const week = Number(row.week);
    const entry = byWeek.get(week) ?? { n: Number(row.n), byRank: new Map() };
    entry.byRank.set(Number(row.rn) - 1, Number(row.took));
    byWeek.set(week, entry);
  }
  const weekLabel = (index: number) => businessDay(from + index * WEEK_MS + DAY_MS / 2);
  const answerTimes: AnswerTimeWeek[] = perWeek.map((count, index) => {
    const times = byWeek.get(index);
    return {
      week: weekLabel(index),
      answered: answered[index]!,
      unanswered: count - answered[index]!,
      median: times ? Math.round(percentile(times.byRank, times.n, 50)) : null,
      slowestTenth: times ? Math.round(percentile(times.byRank, times.n, 90)) : null,
    };
  });
  const complete = perWeek.slice(0, -1);

  return {
    weeks,
    from,
    to,
    perWeek: perWeek.map((count, index) => ({ week: weekLabel(index), count })),
    thisWeek: perWeek.at(-1)!,
    averageWeek:
      complete.length === 0 ? 0 : complete.reduce((sum, count) => sum + count, 0) / complete.length,
    markets: topAndOther(
      byCount(breakdown.rows.map((row) => [row.country, Number(row.count)] as const)).map(
        (row) => ({ label: countryName(row.label), count: row.count }),
      ),
      TOP_MARKETS,
    ),
    products: topAndOther(
      byCount(
        breakdown.rows.flatMap((row) =>
          row.product === null
            ? []
            : [
                [
                  row.product_form ? `${row.product}: ${row.product_form}` : row.product,
                  Number(row.count),
                ] as const,
              ],
        ),
      ),
      TOP_PRODUCTS,
    ),
    languages: LOCALES.map((lang) => ({
      lang,
      label: LOCALE_INFO[lang].englishName,
      count: languages.get(lang) ?? 0,
    })),
    forms: [...forms]
      .map(([form, count]) => ({ label: formTitle(form), count }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    answerTimes,
    delivery,
  };
}

/**
 * Fills in the overview's columns (country, product) of leads stored before migration 007, a
 * batch at a time; returns how many. The phone is read only to derive the country, as at intake,
 * and this is the one place the overview reads the JSON of the lead's values (`values_json`).
 */
export function backfillOverviewColumns(db: Kysely<Database>): Promise<number> {
  return backfillLeads(
    db,
    (limit) =>
      db
        .selectFrom("leads")
        .select(["id", "phone", "values_json"])
        .where("country", "is", null)
        .limit(limit)
        .execute(),
    (row) => {
      const values = JSON.parse(row.values_json) as LeadContent["values"];
      return overviewColumns({ values, sender: { phone: row.phone ?? undefined } });
    },
  );
}
