/**
 * The feature messages (listings.features.json) of filters, chips, map, message-board, captcha,
 * report, share and bookmarks: every locale has the same keys, no value is empty, and every
 * literal key these features pass to t() exists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import zhHk from '../../i18n/locales/zh-hk/listings.features.json';
import zhCn from '../../i18n/locales/zh-cn/listings.features.json';
import enUs from '../../i18n/locales/en-us/listings.features.json';

const FEATURES = ['filters', 'chips', 'map', 'message-board', 'captcha', 'report', 'share', 'bookmarks'];
const PREFIXES = ['filters', 'chips', 'map', 'messageBoard', 'captcha', 'report', 'share', 'bookmarks'];

function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (v && typeof v === 'object') for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
    else out.set(`${prefix}${k}`, String(v));
  }
  return out;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

const locales = { 'zh-hk': flatten(zhHk), 'zh-cn': flatten(zhCn), 'en-us': flatten(enUs) };

describe('feature messages', () => {
  it('has the same keys in zh-hk, zh-cn and en-us, none empty, all under the feature prefixes', () => {
    const keys = [...locales['zh-hk'].keys()].sort();
    expect([...locales['zh-cn'].keys()].sort()).toEqual(keys);
    expect([...locales['en-us'].keys()].sort()).toEqual(keys);
    for (const [, table] of Object.entries(locales)) for (const [key, value] of table) {
      expect(value.trim()).not.toBe('');
      expect(PREFIXES).toContain(key.split('.')[0]);
    }
  });

  it('has every literal key the features use', () => {
    const used = new Set<string>();
    for (const feature of FEATURES) {
      for (const text of sources(join(__dirname, '..', feature))) {
        for (const m of text.matchAll(/'((?:filters|chips|map|messageBoard|captcha|report|share|bookmarks)\.[\w.]+)'/g)) used.add(m[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(100);
    const known = (key: string) => locales['en-us'].has(key) || locales['en-us'].has(`${key}_other`);
    expect([...used].filter((k) => !known(k))).toEqual([]);
  });
});
