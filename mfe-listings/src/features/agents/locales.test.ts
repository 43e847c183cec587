/**
 * listings.agents.json (keys under agents. and serviced.) in the three languages: the same keys
 * everywhere (plural forms aside), English plurals complete, and every key the code names exists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AGENT_ORDERS } from '@portal/shared/endpoints';
import zhHk from '../../i18n/locales/zh-hk/listings.agents.json';
import zhCn from '../../i18n/locales/zh-cn/listings.agents.json';
import enUs from '../../i18n/locales/en-us/listings.agents.json';

type Tree = { [key: string]: string | Tree };
const LOCALES: Record<string, Tree> = { 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs };
const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`)));
}
const baseKeys = (tree: Tree) => [...new Set(leaves(tree).map((k) => k.replace(PLURAL, '')))].sort();

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('listings.agents.json', () => {
  it('has the same keys in zh-hk, zh-cn and en-us', () => {
    const reference = baseKeys(enUs);
    for (const tree of Object.values(LOCALES)) expect(baseKeys(tree)).toEqual(reference);
  });

  it('has every English plural in its one and other forms, and no empty text', () => {
    const keys = leaves(enUs);
    for (const k of keys.filter((key) => key.endsWith('_one'))) expect(keys).toContain(k.replace(/_one$/, '_other'));
    for (const tree of Object.values(LOCALES)) {
      for (const k of leaves(tree)) expect(k.split('.').reduce<unknown>((t, p) => (t as Tree)[p], tree)).not.toBe('');
    }
  });

  it('has every key the code names', () => {
    const code = [...sources(join(__dirname)), ...sources(join(__dirname, '..', 'serviced'))].join('\n');
    const named = [...code.matchAll(/['"`]((?:agents|serviced)\.[A-Za-z.]+[A-Za-z])['"`]/g)].map((m) => m[1] as string);
    const dynamic = [
      ...AGENT_ORDERS.map((o) => `agents.sort.${o}`),
      ...['buy', 'partner', 'rent'].map((v) => `agents.tabs.${v}`),
      ...['default', 'latest', 'priceAsc', 'priceDesc', 'areaAsc', 'areaDesc'].map((v) => `agents.listingSort.${v}`),
      ...['default', 'latest', 'rentAsc', 'rentDesc', 'areaAsc', 'areaDesc'].map((v) => `serviced.sort.${v}`),
      ...['partnerList', 'agentList'].flatMap((p) => ['title', 'lead', 'searchLabel', 'empty'].map((k) => `agents.${p}.${k}`)),
      ...['errors.leaseTooShort', 'errors.leaseTooLong', 'errors.invalid', 'lease.required', 'lease.belowMinimum', 'lease.aboveMaximum'].map((k) => `serviced.${k}`),
    ];
    expect(named.length).toBeGreaterThan(40);
    for (const tree of Object.values(LOCALES)) {
      const keys = new Set(baseKeys(tree));
      // a name of a group (the code appends the key) is checked through `dynamic`
      const isGroup = (name: string) => [...keys].some((k) => k.startsWith(`${name}.`));
      for (const key of [...named.filter((n) => !isGroup(n)), ...dynamic]) expect([key, keys.has(key)]).toEqual([key, true]);
    }
  });
});
