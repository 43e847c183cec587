import { fridays, lastCompleteWeek, weekEnding } from './weeks';

describe('index weeks', () => {
  it('names a week Saturday to Friday by its Friday', () => {
    expect(weekEnding('2026-11-20')).toBe('2026-11-20'); // a Friday
    expect(weekEnding('2026-11-21')).toBe('2026-11-27'); // the Saturday after starts the next week
    expect(weekEnding('2026-11-14')).toBe('2026-11-20');
    expect(weekEnding('2026-12-31')).toBe('2027-01-01'); // across a year end
  });

  it('publishes a week only once its Friday has come', () => {
    expect(lastCompleteWeek('2026-11-20')).toBe('2026-11-20');
    expect(lastCompleteWeek('2026-11-26')).toBe('2026-11-20');
    expect(lastCompleteWeek('2026-11-27')).toBe('2026-11-27');
  });

  it('lists consecutive Fridays', () => {
    expect(fridays('2026-11-06', '2026-11-27')).toEqual(['2026-11-06', '2026-11-13', '2026-11-20', '2026-11-27']);
    expect(fridays('2026-11-27', '2026-11-20')).toEqual([]);
  });
});
