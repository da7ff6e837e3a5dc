/**
 * The business's time zone, defined once: the lead e-mail's times, the inbox's dates and its
 * date filter are all local time in Mogadishu, wherever the owner or the server happens to be.
 */

export const BUSINESS_TIME_ZONE = "Africa/Mogadishu";
/** How the pages and the e-mail name that time. */
export const BUSINESS_TIME_NAME = "Mogadishu time";

const calendarDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const utcOffset = new Intl.DateTimeFormat("en-GB", {
  timeZone: BUSINESS_TIME_ZONE,
  timeZoneName: "longOffset",
});

/** The business's date (YYYY-MM-DD) at a moment (epoch milliseconds). */
export function businessDay(time: number): string {
  return calendarDay.format(time);
}

/** The zone's offset from UTC at a moment, as "+03:00" ("GMT" alone means "+00:00"). */
export function offsetAt(time: number): string {
  const name = utcOffset.formatToParts(time).find((part) => part.type === "timeZoneName")?.value;
  const offset = name?.replace("GMT", "") ?? "";
  return offset === "" ? "+00:00" : offset;
}

/** When a business day (YYYY-MM-DD) begins, in epoch milliseconds. */
export function businessDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00${offsetAt(Date.parse(`${date}T12:00:00Z`))}`);
}
