/** The labelled set (zh-hk with Cantonese, zh-cn, en-us) and its field-level scoring. */
import { parseQuestion, type Parser } from '../index';
import type { ParseResult } from '../types';
import { ZH_HK } from './zh-hk';
import { ZH_CN } from './zh-cn';
import { EN_US } from './en-us';
import { EN_US_2, ZH_CN_2, ZH_HK_2 } from './second-batch';
import type { Labelled } from './types';

export const LABELLED: Record<'zh-hk' | 'zh-cn' | 'en-us', Labelled[]> = {
  'zh-hk': [...ZH_HK, ...ZH_HK_2],
  'zh-cn': [...ZH_CN, ...ZH_CN_2],
  'en-us': [...EN_US, ...EN_US_2],
};

export interface Score {
  questions: number;
  exact: number;
  precision: number;
  recall: number;
  misses: { q: string; expected: unknown; got: unknown }[];
}

/** the result as field → value, so an evaluation and a question back are fields too */
function fields(r: ParseResult | Labelled): Map<string, string> {
  const out = new Map<string, string>();
  if ('kind' in r) {
    if (r.kind === 'clarify') out.set('clarify', r.reason);
    else if (r.kind === 'evaluate') out.set('evaluate', String(r.estateId ?? r.propertyId));
    else for (const [k, v] of Object.entries(r.filter)) out.set(k, JSON.stringify(v));
  } else if (r.clarify) out.set('clarify', r.clarify);
  else if (r.evaluate !== undefined) out.set('evaluate', String(r.evaluate));
  else for (const [k, v] of Object.entries(r.f ?? {})) out.set(k, JSON.stringify(v));
  return out;
}

export function score(parser: Parser, set: readonly Labelled[]): Score {
  let tp = 0;
  let predicted = 0;
  let expected = 0;
  let exact = 0;
  const misses: Score['misses'] = [];
  for (const item of set) {
    const got = fields(parseQuestion(parser, item.q, item.prev));
    const want = fields(item);
    predicted += got.size;
    expected += want.size;
    let same = got.size === want.size;
    for (const [k, v] of want) {
      if (got.get(k) === v) tp++;
      else same = false;
    }
    if (same) exact++;
    else misses.push({ q: item.q, expected: Object.fromEntries(want), got: Object.fromEntries(got) });
  }
  return {
    questions: set.length,
    exact: exact / set.length,
    precision: predicted ? tp / predicted : 1,
    recall: expected ? tp / expected : 1,
    misses,
  };
}
