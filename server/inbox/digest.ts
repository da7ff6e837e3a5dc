/**
 * The owner's weekly e-mail (OWNER_DIGEST=weekly, with mail set up): every Monday from 08:00
 * business time, last week's figures from the overview, in plain text and simple HTML, with a
 * link to the overview; counts only, no lead's personal data. Each instance checks every 15
 * minutes; a job_runs row named after the week is the claim, so among several instances one
 * sends it, once. A week without enquiries sends nothing. A send that fails gives the claim
 * back, and the next check tries again.
 */
import type { Kysely } from "kysely";

import { site } from "~/content/site";
import { BUSINESS_TIME_NAME, businessDayStart } from "~/contracts/business-time";
import { hours, type NamedCount, OVERVIEW_PATH, type OverviewAnswer } from "~/contracts/overview";

import type { Store } from "../db/connection";
import type { Database } from "../db/schema";
import { escapeHtml } from "../http/html";
import type { LeadMessage, Mailer, MailSettings } from "../leads/mail";
import { errorDetail, type Logger } from "../log";
import { overview, WEEK_MS, weekStartDay } from "./overview-queries";

const CHECK_EVERY_MS = 15 * 60_000;
/** Monday 08:00 in the business's time zone. */
const SEND_AFTER_MS = 8 * 60 * 60_000;
/** The digest compares the week with the three before it. */
const DIGEST_PERIOD = 4;

export type DigestOutcome = "not-due" | "claimed-elsewhere" | "no-leads" | "sent";

const dayMonth = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function longDay(day: string): string {
  return dayMonth.format(new Date(`${day}T00:00:00Z`));
}

function top(rows: readonly NamedCount[], count = 3): string {
  return rows.length === 0
    ? "none"
    : rows
        .slice(0, count)
        .map((row) => `${row.label} ${row.count}`)
        .join(", ");
}

/** The e-mail for the week beginning `week` (YYYY-MM-DD), from the overview ending with it. */
export function digestMessage(
  week: string,
  answer: OverviewAnswer,
  mail: MailSettings,
): LeadMessage {
  const link = `${site.origin}${OVERVIEW_PATH}`;
  const times = answer.answerTimes.at(-1)!;
  const { delivered, delayed, failed, notSent } = answer.delivery;
  const lines: Array<[string, string]> = [
    [
      "Enquiries",
      `${answer.thisWeek} (an average week of the three before: ${answer.averageWeek.toFixed(1)})`,
    ],
    [
      "Time to answer",
      times.median === null
        ? `none marked handled yet (${times.unanswered} waiting)`
        : `median ${hours(times.median)} h, slowest tenth ${hours(times.slowestTenth)} h or more (${times.unanswered} not answered yet)`,
    ],
    ["Markets, 4 weeks", top(answer.markets)],
    ["Products, 4 weeks", top(answer.products)],
    ["Languages, 4 weeks", answer.languages.map((row) => `${row.label} ${row.count}`).join(", ")],
    [
      "Delivery, 4 weeks",
      `${delivered} delivered, ${delayed} delayed, ${failed} failed, ${notSent} not sent`,
    ],
  ];
  const intro = `The week beginning Monday ${longDay(week)} (${BUSINESS_TIME_NAME}), in figures.`;
  const text = [
    intro,
    "",
    ...lines.map(([label, value]) => `${label}: ${value}`),
    "",
    `See the overview: ${link}`,
    "",
  ].join("\n");
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#0b2a4a">${escapeHtml(label)}</th><td style="padding:6px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="en-GB"><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2933">
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">
${rows}
</table>
<p><a href="${escapeHtml(link)}">See the overview</a></p>
</body></html>
`;
  return {
    from: mail.from,
    to: [...mail.to],
    subject: `Weekly overview: ${answer.thisWeek} enquiries in the week of ${longDay(week)}`,
    text,
    html,
    messageId: `<digest.${week}@${new URL(site.origin).hostname}>`,
    headers: {},
  };
}

const jobName = (week: string) => `owner-digest:${week}`;

/** Claims the week's digest: true for exactly one caller, across instances. */
async function claim(db: Kysely<Database>, week: string, now: number): Promise<boolean> {
  const inserted = await db
    .insertInto("job_runs")
    .values({ name: jobName(week), last_run_at: now })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .returning("name")
    .executeTakeFirst();
  return inserted !== undefined;
}

export function startOwnerDigest({
  store,
  log,
  mailer,
  mail,
  now = Date.now,
}: {
  store: Store;
  log: Logger;
  mailer: Mailer;
  mail: MailSettings;
  now?: () => number;
}): { runIfDue: () => Promise<DigestOutcome>; stop: () => void } {
  async function runIfDue(): Promise<DigestOutcome> {
    const time = now();
    const thisMonday = businessDayStart(weekStartDay(time));
    if (time < thisMonday + SEND_AFTER_MS) return "not-due";
    const lastWeek = weekStartDay(thisMonday - WEEK_MS);
    if (!(await claim(store.db, lastWeek, time))) return "claimed-elsewhere";
    const answer = await overview(store, DIGEST_PERIOD, thisMonday - 1);
    if (answer.thisWeek === 0) {
      log.info("digest.skipped", { week: lastWeek, reason: "no enquiries" });
      return "no-leads";
    }
    try {
      await mailer.send(digestMessage(lastWeek, answer, mail));
    } catch (error) {
      await store.db.deleteFrom("job_runs").where("name", "=", jobName(lastWeek)).execute();
      throw error;
    }
    log.info("digest.sent", { week: lastWeek, enquiries: answer.thisWeek });
    return "sent";
  }
  const check = () =>
    void runIfDue().catch((error: unknown) => log.warn("digest.failed", errorDetail(error)));
  check();
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  return { runIfDue, stop: () => clearInterval(timer) };
}
