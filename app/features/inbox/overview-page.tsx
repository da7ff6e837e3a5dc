import { Link } from "react-router";

import { BUSINESS_TIME_NAME } from "~/contracts/business-time";
import {
  hours,
  type NamedCount,
  OVERVIEW_API,
  OVERVIEW_PATH,
  OVERVIEW_PERIODS,
  type OverviewAnswer,
  type OverviewPeriod,
  type OverviewTable,
  overviewTables,
} from "~/contracts/overview";
import { cn } from "~/lib/cn";

import { inboxApi } from "./inbox-api";
import { InboxDataStatus } from "./inbox-data-status";
import { InboxHeading } from "./inbox-heading";
import { BarList, ChartFigure, ColumnChart, weekLabel } from "./overview-charts";
import { useInboxData } from "./use-inbox-data";

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

function share(part: number, total: number): string {
  return total === 0 ? "0 %" : `${Math.round((part / total) * 100)} %`;
}

/** "Most came from X (n, p %)", or that there were none. */
function leading(rows: readonly NamedCount[], what: string): string {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const first = rows[0];
  if (!first || total === 0) return `No ${what} in this period.`;
  return `${plural(total, what.replace(/s$/, ""), what)} in this period; the most: ${first.label} (${first.count}, ${share(first.count, total)}).`;
}

function summaries(answer: OverviewAnswer): Record<OverviewTable, string> {
  const total = answer.perWeek.reduce((sum, week) => sum + week.count, 0);
  const busiest = answer.perWeek.reduce((best, week) => (week.count > best.count ? week : best));
  const answered = answer.answerTimes.reduce((sum, week) => sum + week.answered, 0);
  const latest = answer.answerTimes.findLast((week) => week.median !== null);
  const { delivered, delayed, failed, notSent } = answer.delivery;
  const languages = answer.languages.map((row) => `${row.label} ${row.count}`).join(", ");
  return {
    weeks: `${plural(total, "enquiry", "enquiries")} in ${answer.weeks} weeks. This week so far: ${answer.thisWeek}, against ${answer.averageWeek.toFixed(1)} in an average week before it.${busiest.count > 0 ? ` The busiest week began ${weekLabel(busiest.week)} (${busiest.count}).` : ""}`,
    markets: leading(answer.markets, "enquiries"),
    products: leading(answer.products, "enquiries naming a product"),
    languages: `By the language of the page: ${languages}.`,
    forms: leading(answer.forms, "leads"),
    "answer-times": latest
      ? `${answered} of ${total} enquiries marked handled. In the week beginning ${weekLabel(latest.week)}, half were answered within ${hours(latest.median)} hours, and the slowest tenth took ${hours(latest.slowestTenth)} hours or more.`
      : `None of the ${plural(total, "enquiry", "enquiries")} in this period has been marked handled yet.`,
    delivery: `Of ${plural(delivered + delayed + failed + notSent, "lead")}: ${delivered} delivered, ${delayed} delayed, ${failed} failed, ${notSent} not sent.`,
  };
}

function PeriodChoice({ weeks }: { weeks: OverviewPeriod }) {
  return (
    <nav aria-label="Period" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {OVERVIEW_PERIODS.map((period) => (
          <li key={period}>
            <Link
              to={`${OVERVIEW_PATH}?weeks=${period}`}
              aria-current={period === weeks ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 px-3 font-semibold",
                period === weeks ? "bg-navy-900 text-white" : "bg-white text-navy-900",
              )}
            >
              Last {period} weeks
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Charts({ answer }: { answer: OverviewAnswer }) {
  const tables = overviewTables(answer);
  const words = summaries(answer);
  const weeks = answer.perWeek.map((week) => week.week);
  const figure = (table: OverviewTable, chart: (labelledBy: string) => React.ReactNode) => (
    <ChartFigure
      key={table}
      title={tables[table].title}
      summary={words[table]}
      table={tables[table]}
      csvHref={`${OVERVIEW_API.export}?weeks=${answer.weeks}&table=${table}`}
    >
      {chart}
    </ChartFigure>
  );
  const delivery = tables.delivery.rows.map(([label, count]) => ({
    label: label!,
    count: Number(count),
  }));
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      {figure("weeks", (labelledBy) => (
        <ColumnChart
          labelledBy={labelledBy}
          weeks={weeks}
          series={[{ name: "Enquiries", values: answer.perWeek.map((week) => week.count) }]}
          yLabel="Enquiries"
        />
      ))}
      {figure("answer-times", (labelledBy) => (
        <ColumnChart
          labelledBy={labelledBy}
          weeks={weeks}
          series={[
            { name: "Median", values: answer.answerTimes.map((week) => week.median) },
            { name: "Slowest tenth", values: answer.answerTimes.map((week) => week.slowestTenth) },
          ].map((entry) => ({
            ...entry,
            values: entry.values.map((ms) => (ms === null ? null : Number(hours(ms)))),
          }))}
          yLabel="Hours to answer"
        />
      ))}
      {figure("markets", (labelledBy) => (
        <BarList labelledBy={labelledBy} rows={answer.markets} unit="enquiries" />
      ))}
      {figure("products", (labelledBy) => (
        <BarList labelledBy={labelledBy} rows={answer.products} unit="enquiries" />
      ))}
      {figure("languages", (labelledBy) => (
        <BarList labelledBy={labelledBy} rows={answer.languages} unit="enquiries" />
      ))}
      {figure("forms", (labelledBy) => (
        <BarList labelledBy={labelledBy} rows={answer.forms} unit="leads" />
      ))}
      {figure("delivery", (labelledBy) => (
        <BarList labelledBy={labelledBy} rows={delivery} unit="leads" />
      ))}
    </div>
  );
}

/** The owner's overview of a period (`weeks` comes from the page's address). */
export function OverviewPage({ weeks }: { weeks: OverviewPeriod }) {
  const { state, reload } = useInboxData(inboxApi.overview, weeks);
  return (
    <>
      <InboxHeading>Overview</InboxHeading>
      <p className="mt-2 text-muted">
        Enquiries through the seafood forms (spam left out) over the last {weeks} weeks, Monday to
        Sunday in {BUSINESS_TIME_NAME}. Markets are read from the phone number’s country code.
      </p>
      <PeriodChoice weeks={weeks} />
      <InboxDataStatus state={state} loading="Loading the overview…" onRetry={reload} />
      {state.status === "ready" ? <Charts answer={state.data} /> : null}
    </>
  );
}
