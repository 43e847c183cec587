/** Spec 4.9: minutes (at least 1) under an hour, hours under a day, then days, then a date. */
import dayjs from 'dayjs';
import type { Language } from '../contracts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** from this many days on, the date is shown instead */
export const RELATIVE_DAYS_LIMIT = 7;

type Unit = 'minute' | 'hour' | 'day';
const TEXT: Record<Language, { unit: (n: number, unit: Unit) => string; yesterday: string; dayBefore: string; date: string }> = {
  'zh-hk': {
    unit: (n, u) => `${n}${{ minute: '分鐘', hour: '小時', day: '天' }[u]}前`,
    yesterday: '昨天',
    dayBefore: '前天',
    date: 'YYYY年M月D日',
  },
  'zh-cn': {
    unit: (n, u) => `${n}${{ minute: '分钟', hour: '小时', day: '天' }[u]}前`,
    yesterday: '昨天',
    dayBefore: '前天',
    date: 'YYYY年M月D日',
  },
  'en-us': {
    unit: (n, u) => `${n} ${u}${n === 1 ? '' : 's'} ago`,
    yesterday: 'Yesterday',
    dayBefore: '2 days ago',
    date: 'D MMM YYYY',
  },
};

export type DateInput = Date | string | number;

export function relativeTime(date: DateInput, now: DateInput, locale: Language): string {
  const then = dayjs(date);
  if (!then.isValid()) return '';
  const text = TEXT[locale];
  const diff = Math.max(0, dayjs(now).valueOf() - then.valueOf());
  if (diff < HOUR) return text.unit(Math.max(1, Math.floor(diff / MINUTE)), 'minute');
  if (diff < DAY) return text.unit(Math.floor(diff / HOUR), 'hour');
  const days = Math.floor(diff / DAY);
  if (days === 1) return text.yesterday;
  if (days === 2) return text.dayBefore;
  if (days < RELATIVE_DAYS_LIMIT) return text.unit(days, 'day');
  return formatDate(then.toDate(), locale);
}

/** A calendar date in the locale's form: 2026年11月22日 · 22 Nov 2026. */
export function formatDate(date: DateInput, locale: Language): string {
  const d = dayjs(date);
  return d.isValid() ? d.format(TEXT[locale].date) : '';
}
