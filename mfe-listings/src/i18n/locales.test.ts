import { missingKeys } from '@portal/shared/i18n';
import enUsAgents from './locales/en-us/listings.agents.json';
import enUsFeatures from './locales/en-us/listings.features.json';
import enUs from './locales/en-us/listings.json';
import zhCnAgents from './locales/zh-cn/listings.agents.json';
import zhCnFeatures from './locales/zh-cn/listings.features.json';
import zhCn from './locales/zh-cn/listings.json';
import zhHkAgents from './locales/zh-hk/listings.agents.json';
import zhHkFeatures from './locales/zh-hk/listings.features.json';
import zhHk from './locales/zh-hk/listings.json';

const FILES = {
  'listings.json': { 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs },
  'listings.features.json': { 'zh-hk': zhHkFeatures, 'zh-cn': zhCnFeatures, 'en-us': enUsFeatures },
  'listings.agents.json': { 'zh-hk': zhHkAgents, 'zh-cn': zhCnAgents, 'en-us': enUsAgents },
};

describe("the 'listings' namespace", () => {
  it.each(Object.entries(FILES))('%s has every key in every locale', (_file, byLocale) => {
    expect(missingKeys(byLocale)).toEqual([]);
  });

  it('merges files whose top-level keys do not overlap, so no message hides another', () => {
    const seen = new Map<string, string>();
    for (const [file, byLocale] of Object.entries(FILES)) {
      for (const key of Object.keys(byLocale['en-us'])) {
        expect([key, seen.get(key)]).toEqual([key, undefined]);
        seen.set(key, file);
      }
    }
    expect(seen.size).toBeGreaterThan(10);
  });
});
