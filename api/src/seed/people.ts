/** Invented people: a Chinese name with its Cantonese romanization, and Hong Kong phone numbers. */
import type { Rng } from './prng';
import { GIVEN, SURNAMES, ENGLISH_NAMES } from './vocab/names';
import { t, type L } from './text';

export interface Person {
  name: L;
  /** plain name for the users table */
  plain: string;
}

export function person(rng: Rng): Person {
  const [sz, se] = rng.pick(SURNAMES);
  const [g1z, g1e] = rng.pick(GIVEN);
  const [g2z, g2e] = rng.pick(GIVEN);
  const zh = `${sz}${g1z}${g2z}`;
  const en = rng.chance(0.4) ? `${rng.pick(ENGLISH_NAMES)} ${se}` : `${se} ${g1e} ${g2e}`;
  return { name: t(zh, en), plain: `${en} ${zh}` };
}

/** a unique 8-digit Hong Kong number; mobiles start 5, 6 or 9, fixed lines 2 or 3 */
export function phoneFactory(rng: Rng): (kind: 'mobile' | 'fixed') => string {
  const used = new Set<string>();
  return (kind) => {
    for (;;) {
      const first = kind === 'mobile' ? rng.pick(['5', '6', '9']) : rng.pick(['2', '3']);
      const n = `${first}${String(rng.int(0, 9999999)).padStart(7, '0')}`;
      if (!used.has(n)) {
        used.add(n);
        return n;
      }
    }
  };
}
