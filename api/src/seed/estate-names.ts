/** Estate names: the sub-area + a word + a kind of estate, unique within the sub-area. */
import type { Rng } from './prng';
import type { Area } from './reference';
import { t, type L } from './text';
import { NAME_KINDS, NAME_WORDS } from './vocab/estate-words';

export function estateName(rng: Rng, area: Area, used: Set<string>): { name: L; word: (typeof NAME_WORDS)[number]; kind: (typeof NAME_KINDS)[number] } {
  let word = rng.pick(NAME_WORDS);
  let kind = rng.weighted(NAME_KINDS.map((k) => [k, k[2]] as const));
  for (let tries = 0; used.has(`${area.code}${word[0]}${kind[0]}`) && tries < 50; tries++) {
    word = rng.pick(NAME_WORDS);
    kind = rng.weighted(NAME_KINDS.map((k) => [k, k[2]] as const));
  }
  // a crowded sub-area: take the first free combination, or number the estate as a later phase
  let extra = 1;
  for (let k = 0; used.has(`${area.code}${word[0]}${kind[0]}${extra > 1 ? extra : ''}`); k++) {
    word = NAME_WORDS[k % NAME_WORDS.length] as (typeof NAME_WORDS)[number];
    kind = NAME_KINDS[Math.floor(k / NAME_WORDS.length) % NAME_KINDS.length] as (typeof NAME_KINDS)[number];
    if (k > 0 && k % (NAME_WORDS.length * NAME_KINDS.length) === 0) extra++;
  }
  used.add(`${area.code}${word[0]}${kind[0]}${extra > 1 ? extra : ''}`);
  const name = extra > 1
    ? t(`${area.name['zh-hk']}${word[0]}${kind[0]}第${extra}期`, `${area.name['en-us']} ${word[1]} ${kind[1]} Phase ${extra}`)
    : t(`${area.name['zh-hk']}${word[0]}${kind[0]}`, `${area.name['en-us']} ${word[1]} ${kind[1]}`);
  return { name, word, kind };
}
