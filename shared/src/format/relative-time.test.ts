import { formatDate, relativeTime } from './index';

const now = new Date(2026, 10, 22, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime (spec 4.9)', () => {
  it('shows minutes under an hour, at least 1', () => {
    expect(relativeTime(ago(10_000), now, 'en-us')).toBe('1 minute ago');
    expect(relativeTime(ago(5 * MIN), now, 'en-us')).toBe('5 minutes ago');
    expect(relativeTime(ago(59 * MIN), now, 'zh-hk')).toBe('59分鐘前');
    expect(relativeTime(ago(30 * MIN), now, 'zh-cn')).toBe('30分钟前');
    expect(relativeTime(new Date(now.getTime() + 5 * MIN), now, 'en-us')).toBe('1 minute ago');
  });

  it('shows hours under a day', () => {
    expect(relativeTime(ago(HOUR), now, 'en-us')).toBe('1 hour ago');
    expect(relativeTime(ago(23 * HOUR + 59 * MIN), now, 'en-us')).toBe('23 hours ago');
    expect(relativeTime(ago(3 * HOUR), now, 'zh-hk')).toBe('3小時前');
    expect(relativeTime(ago(3 * HOUR), now, 'zh-cn')).toBe('3小时前');
  });

  it('labels yesterday and the day before, then counts days', () => {
    expect(relativeTime(ago(DAY), now, 'zh-hk')).toBe('昨天');
    expect(relativeTime(ago(2 * DAY + HOUR), now, 'zh-hk')).toBe('前天');
    expect(relativeTime(ago(DAY + 5 * HOUR), now, 'zh-cn')).toBe('昨天');
    expect(relativeTime(ago(2 * DAY), now, 'zh-cn')).toBe('前天');
    expect(relativeTime(ago(DAY), now, 'en-us')).toBe('Yesterday');
    expect(relativeTime(ago(2 * DAY), now, 'en-us')).toBe('2 days ago');
    expect(relativeTime(ago(3 * DAY), now, 'zh-hk')).toBe('3天前');
    expect(relativeTime(ago(6 * DAY), now, 'en-us')).toBe('6 days ago');
  });

  it('shows the date from a week on', () => {
    const then = new Date(2026, 10, 15, 9, 30);
    expect(relativeTime(then, now, 'zh-hk')).toBe('2026年11月15日');
    expect(relativeTime(then, now, 'zh-cn')).toBe('2026年11月15日');
    expect(relativeTime(then, now, 'en-us')).toBe('15 Nov 2026');
    expect(relativeTime(then.toISOString(), now.getTime(), 'en-us')).toBe('15 Nov 2026');
  });

  it('gives empty text for an invalid date', () => {
    expect(relativeTime('not a date', now, 'en-us')).toBe('');
    expect(formatDate('nope', 'zh-hk')).toBe('');
  });
});
