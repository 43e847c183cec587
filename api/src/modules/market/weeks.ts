/**
 * Index weeks: a week runs Saturday to Friday and is named by its Friday, the day the index is
 * published (spec 9). Deal dates are Hong Kong calendar days (yyyy-mm-dd), so no time zone
 * arithmetic is needed beyond reading them as days.
 */
const DAY = 86_400_000;
const FRIDAY = 5;

const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** the Friday ending the week that holds `day` (the day itself when it is a Friday) */
export function weekEnding(day: string): string {
  const t = ms(day);
  const dow = new Date(t).getUTCDay();
  return iso(t + ((FRIDAY - dow + 7) % 7) * DAY);
}

/** every Friday from `first` to `last` (both Fridays), in order */
export function fridays(first: string, last: string): string[] {
  const out: string[] = [];
  for (let t = ms(first); t <= ms(last); t += 7 * DAY) out.push(iso(t));
  return out;
}

/** the last Friday on or before `day`: the newest week complete by then */
export function lastCompleteWeek(day: string): string {
  const t = ms(day);
  const dow = new Date(t).getUTCDay();
  return iso(t - ((dow - FRIDAY + 7) % 7) * DAY);
}

export const addDays = (day: string, n: number) => iso(ms(day) + n * DAY);
export const yearsBetween = (from: string, to: string) => (ms(to) - ms(from)) / (365.25 * DAY);
