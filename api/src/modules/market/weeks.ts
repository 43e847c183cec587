/**
 * Index weeks: a week runs Saturday to Friday and is named by its Friday, the day the index is
 * published (spec 9). Deal dates are Hong Kong calendar days, so no time zone arithmetic is
 * needed beyond reading them as days. The model works on day numbers (days since 1970-01-01)
 * to keep date parsing out of its loops; the yyyy-mm-dd forms are for answers and tests.
 */
const DAY_MS = 86_400_000;
const FRIDAY = 5;

/** day number of a yyyy-mm-dd */
export const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
/** yyyy-mm-dd of a day number */
export const isoDay = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** 0 Sunday ... 6 Saturday (day 0, 1970-01-01, was a Thursday) */
const weekday = (n: number) => (((n + 4) % 7) + 7) % 7;

/** the Friday ending the week that holds day `n` (n itself when it is a Friday) */
export const weekEndingDay = (n: number) => n + ((FRIDAY - weekday(n) + 7) % 7);
/** the last Friday on or before day `n`: the newest week complete by then */
export const lastCompleteWeekDay = (n: number) => n - ((weekday(n) - FRIDAY + 7) % 7);

export const weekEnding = (day: string) => isoDay(weekEndingDay(dayNumber(day)));
export const lastCompleteWeek = (day: string) => isoDay(lastCompleteWeekDay(dayNumber(day)));

/** every Friday from `first` to `last` (both Fridays), in order */
export function fridays(first: string, last: string): string[] {
  const out: string[] = [];
  for (let n = dayNumber(first); n <= dayNumber(last); n += 7) out.push(isoDay(n));
  return out;
}

export const addDays = (day: string, n: number) => isoDay(dayNumber(day) + n);
export const YEAR_DAYS = 365.25;
