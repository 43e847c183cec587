/**
 * Text in the three languages the product stores: zh-hk is written, zh-cn is converted from it
 * with OpenCC (Hong Kong traditional to simplified), en-us is written.
 */
import * as OpenCC from 'opencc-js';

export interface L {
  'zh-hk': string;
  'zh-cn': string;
  'en-us': string;
}
export interface LList {
  'zh-hk': string[];
  'zh-cn': string[];
  'en-us': string[];
}

const toCn = OpenCC.Converter({ from: 'hk', to: 'cn' });
const cache = new Map<string, string>();

export function cn(hk: string): string {
  let out = cache.get(hk);
  if (out === undefined) {
    // Hong Kong portals' simplified pages write 尺 for 呎 (square foot); OpenCC keeps 呎
    out = toCn(hk).replace(/呎/g, '尺');
    if (cache.size < 50000) cache.set(hk, out);
  }
  return out;
}

/** three-language text from zh-hk and English */
export function t(hk: string, en: string): L {
  return { 'zh-hk': hk, 'zh-cn': cn(hk), 'en-us': en };
}

/** from the reference files' {en, zh-hk, zh-cn} shape */
export function fromRef(name: { en: string; 'zh-hk': string; 'zh-cn': string }): L {
  return { 'zh-hk': name['zh-hk'], 'zh-cn': name['zh-cn'], 'en-us': name.en };
}

/** paragraphs in three languages */
export function paras(items: readonly (readonly [string, string])[]): LList {
  return {
    'zh-hk': items.map(([hk]) => hk),
    'zh-cn': items.map(([hk]) => cn(hk)),
    'en-us': items.map(([, en]) => en),
  };
}

/** joins L values with separators per language */
export function join(parts: readonly L[], sepZh = '', sepEn = ' '): L {
  return {
    'zh-hk': parts.map((p) => p['zh-hk']).join(sepZh),
    'zh-cn': parts.map((p) => p['zh-cn']).join(sepZh),
    'en-us': parts.map((p) => p['en-us']).join(sepEn),
  };
}
