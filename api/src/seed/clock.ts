/**
 * The seed data's "today", and date helpers that never read the wall clock. Tests seed at the
 * fixed REFERENCE_DATE (same data every run); a real database is seeded at the day it is created
 * (todayInHongKong), so its listings, ads and news are fresh whenever someone first starts the site.
 */
export const REFERENCE_DATE = '2026-11-20';

/** the current date in Hong Kong (UTC+8, no daylight saving), yyyy-mm-dd */
export function todayInHongKong(now: number = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** a yyyy-mm-dd that is a real calendar date */
export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

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
