import type { Locale } from "~/content/locale";
import { z } from "~/contracts/zod";

/**
 * The owner's overview (docs/decisions/031): counts of leads by week, market, product, language
 * and form, how quickly they are answered, and how their delivery went. The answer holds counts
 * and durations only, never a lead's personal data.
 */

/** The periods the owner can choose, in weeks. */
export const OVERVIEW_PERIODS = [4, 12, 52] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];
export const DEFAULT_OVERVIEW_PERIOD: OverviewPeriod = 12;

/**
 * The seafood business's own forms. The cleaning and coaching leftovers (offer and package
 * bookings, checklist and guide downloads, consultation, calculator, resource requests) count
 * only under "by form" and in delivery health.
 */
export const SEAFOOD_FORMS = ["contact", "enquiry"] as const;

/** Markets named one by one; the rest are added up as "other". */
export const TOP_MARKETS = 8;
/** Products (with their product form) named one by one; the rest are "other". */
export const TOP_PRODUCTS = 10;

export const OVERVIEW_TABLES = [
  "weeks",
  "markets",
  "products",
  "languages",
  "forms",
  "answer-times",
  "delivery",
] as const;
export type OverviewTable = (typeof OVERVIEW_TABLES)[number];

const period = z.coerce
  .number()
  .refine((weeks) => (OVERVIEW_PERIODS as readonly number[]).includes(weeks), {
    message: `Choose a period of ${OVERVIEW_PERIODS.join(", ")} weeks`,
  })
  .transform((weeks) => weeks as OverviewPeriod);

export const overviewQuerySchema = z.object({
  weeks: period.default(DEFAULT_OVERVIEW_PERIOD),
});

export const overviewExportSchema = overviewQuerySchema.extend({
  table: z.enum(OVERVIEW_TABLES, { error: "Choose one of the overview's tables" }),
});

export interface WeekCount {
  /** The business day (YYYY-MM-DD) the week begins: a Monday. */
  week: string;
  count: number;
}

export interface NamedCount {
  /** What the row counts, in words ("Saudi Arabia", "Grouper: Chilled: Whole gutted"). */
  label: string;
  count: number;
}

export interface AnswerTimeWeek {
  week: string;
  /** Leads of the week answered (marked handled), and not yet. */
  answered: number;
  unanswered: number;
  /** In milliseconds: the median and the 90th percentile (PostgreSQL's percentile_cont). */
  median: number | null;
  slowestTenth: number | null;
}

export interface DeliveryHealth {
  delivered: number;
  /** Still being tried (waiting for a channel, or retrying after a failure). */
  delayed: number;
  failed: number;
  /** Nothing was sent: no channel was set up when it came. */
  notSent: number;
}

export interface OverviewAnswer {
  weeks: OverviewPeriod;
  /** The first moment counted and the first after the period (epoch milliseconds). */
  from: number;
  to: number;
  /** Enquiries through the seafood forms, spam left out, one entry per week, oldest first. */
  perWeek: WeekCount[];
  /** This week so far, and the average of the period's complete weeks. */
  thisWeek: number;
  averageWeek: number;
  markets: NamedCount[];
  products: NamedCount[];
  languages: Array<{ lang: Locale; label: string; count: number }>;
  /** Every form, the leftovers too (spam left out). */
  forms: NamedCount[];
  answerTimes: AnswerTimeWeek[];
  delivery: DeliveryHealth;
}

export const OVERVIEW_API = {
  overview: "/api/inbox/overview",
  export: "/api/inbox/overview/export",
} as const;

/** The overview's page in the inbox. */
export const OVERVIEW_PATH = "/inbox/overview";

export interface OverviewTableData {
  title: string;
  header: string[];
  rows: string[][];
}

const HOUR_MS = 60 * 60_000;

/** A duration in hours with one decimal ("2.5"), or "" when there is none. */
export function hours(ms: number | null): string {
  return ms === null ? "" : (ms / HOUR_MS).toFixed(1);
}

const named = (rows: readonly NamedCount[]) => rows.map((row) => [row.label, String(row.count)]);

/**
 * The numbers behind each chart, as the page's tables and the CSV downloads both show them
 * (weeks by the business day they begin).
 */
export function overviewTables(answer: OverviewAnswer): Record<OverviewTable, OverviewTableData> {
  const { delivery } = answer;
  return {
    weeks: {
      title: "Enquiries per week",
      header: ["Week beginning", "Enquiries"],
      rows: answer.perWeek.map((week) => [week.week, String(week.count)]),
    },
    markets: {
      title: "Enquiries by market",
      header: ["Market", "Enquiries"],
      rows: named(answer.markets),
    },
    products: {
      title: "Enquiries by product",
      header: ["Product: product form", "Enquiries"],
      rows: named(answer.products),
    },
    languages: {
      title: "Enquiries by language of the page",
      header: ["Language", "Enquiries"],
      rows: answer.languages.map((row) => [row.label, String(row.count)]),
    },
    forms: {
      title: "Leads by form",
      header: ["Form", "Leads"],
      rows: named(answer.forms),
    },
    "answer-times": {
      title: "Time to answer",
      header: [
        "Week beginning",
        "Answered",
        "Not answered yet",
        "Median (hours)",
        "Slowest tenth (hours)",
      ],
      rows: answer.answerTimes.map((week) => [
        week.week,
        String(week.answered),
        String(week.unanswered),
        hours(week.median),
        hours(week.slowestTenth),
      ]),
    },
    delivery: {
      title: "Delivery health",
      header: ["Delivery", "Leads"],
      rows: [
        ["Delivered", String(delivery.delivered)],
        ["Delayed (still being tried)", String(delivery.delayed)],
        ["Failed", String(delivery.failed)],
        ["Not sent (no delivery set up)", String(delivery.notSent)],
      ],
    },
  };
}
