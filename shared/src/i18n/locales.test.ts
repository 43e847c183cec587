import enUs from './locales/en-us/common.json';
import zhCn from './locales/zh-cn/common.json';
import zhHk from './locales/zh-hk/common.json';
import { missingKeys } from './missing-keys';

const COMMON = { 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs };

function leaves(obj: unknown, prefix = ''): Array<[string, string]> {
  if (typeof obj === 'string') return [[prefix, obj]];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}
const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort().join(',');

test('common has every key in every locale', () => {
  expect(missingKeys(COMMON)).toEqual([]);
});

test('each message uses the same placeholders in every locale', () => {
  const byKey = new Map<string, Set<string>>();
  for (const messages of Object.values(COMMON)) {
    for (const [key, text] of leaves(messages)) {
      const k = key.replace(/_(one|other)$/, '');
      byKey.set(k, (byKey.get(k) ?? new Set()).add(vars(text)));
    }
  }
  const mismatched = [...byKey].filter(([, sets]) => sets.size > 1).map(([k]) => k);
  expect(mismatched).toEqual([]);
});

test('zh-cn is simplified and zh-hk traditional (spot checks of the units of spec 9)', () => {
  expect(zhHk.units.sqft).toBe('平方呎');
  expect(zhCn.units.sqft).toBe('平方尺');
  expect(enUs.units.sqft).toBe('sq. ft');
  expect([zhHk.units.tenThousand, zhCn.units.tenThousand, enUs.units.tenThousand]).toEqual(['萬', '万', '10K']);
  expect(enUs.errors.notFound).toBe('This page could not be found');
  expect(enUs.errors.errorPageFallback).toBe('An error occurred while showing the error page');
});

describe('missingKeys', () => {
  test('reports nested keys a locale lacks or leaves empty, and treats plural forms as one key', () => {
    const result = missingKeys({
      'zh-hk': { a: { b: '甲', c: '乙' }, n_other: '{{count}}個' },
      'zh-cn': { a: { b: '甲' }, n_other: '{{count}}个' },
      'en-us': { a: { b: 'A', c: ' ' }, n_one: 'one', n_other: 'many' },
    });
    expect(result).toEqual(['en-us: a.c', 'zh-cn: a.c']);
  });

  test('a string where another locale has an object is missing too', () => {
    expect(missingKeys({ 'zh-hk': { a: 'x' }, 'zh-cn': { a: { b: 'y' } }, 'en-us': { a: 'z' } }))
      .toEqual(['en-us: a.b', 'zh-cn: a', 'zh-hk: a.b']);
  });
});
