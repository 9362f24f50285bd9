// A Cairo calendar day as a range of UTC instants, for the cash sheet. Times are stored in UTC;
// a day is cut where Cairo's clock says it starts, read from the time zone database through
// Intl (Africa/Cairo), never a fixed +2: Egypt has daylight saving time again since 2023 (+3
// from late April to late October), and on the spring change local midnight does not exist
// (the day starts at 01:00), on the autumn change the day before has 25 hours.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo", year: "numeric", month: "2-digit", day: "2-digit" });

/** The Cairo calendar day (YYYY-MM-DD) an instant falls on. */
export const cairoDay = (instant: Date | number) => dayFormat.format(instant);

/**
 * The first instant of a Cairo day: the earliest time whose Cairo date is `day`. A zone's offset
 * is within ±14 hours, so it lies in [UTC midnight - 14 h, UTC midnight + 14 h]; a binary search
 * to the minute (every zone's changes fall on whole minutes) finds it.
 */
export function cairoDayStart(day: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  let lo = (midnight - 14 * HOUR) / MINUTE; // before the day
  let hi = (midnight + 14 * HOUR) / MINUTE; // within it or after
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (cairoDay(mid * MINUTE) >= day) hi = mid;
    else lo = mid;
  }
  return new Date(hi * MINUTE);
}

/** The day after (YYYY-MM-DD), by the calendar. */
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);

/** A Cairo day as [from, to) in UTC ISO strings, as the tables store times. */
export function cairoDayRange(day: string): { from: string; to: string } {
  return { from: cairoDayStart(day).toISOString(), to: cairoDayStart(nextDay(day)).toISOString() };
}
