/** The one fixed "today" of the seed data, and date helpers that never read the wall clock. */
export const REFERENCE_DATE = '2026-11-20';

const DAY = 86_400_000;

export function dayMs(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

/** yyyy-mm-dd that many days before (negative: after) the reference date */
export function daysAgo(refIso: string, days: number): string {
  return new Date(dayMs(refIso) - days * DAY).toISOString().slice(0, 10);
}

/** a timestamp `minutes` minutes before the reference date's noon (Hong Kong time 20:00) */
export function minutesAgo(refIso: string, minutes: number): string {
  return new Date(dayMs(refIso) + 12 * 3_600_000 - Math.round(minutes) * 60_000).toISOString();
}

export function addDays(iso: string, days: number): string {
  return new Date(dayMs(iso) + days * DAY).toISOString().slice(0, 10);
}

/** fractional years between two yyyy-mm-dd dates */
export function yearsBetween(fromIso: string, toIso: string): number {
  return (dayMs(toIso) - dayMs(fromIso)) / (365.25 * DAY);
}

export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}
