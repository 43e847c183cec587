/** Text normalization before matching: half-width, lower-case, single spaces. */

/** full-width ASCII (ｅｔｃ, ０-９, ＄) to half-width; ideographic space to a space */
function halfWidth(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0) as number;
    if (c >= 0xff01 && c <= 0xff5e) out += String.fromCodePoint(c - 0xfee0);
    else if (c === 0x3000) out += ' ';
    else out += ch;
  }
  return out;
}

export function normalizeQuestion(q: string): string {
  return halfWidth(q)
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** blanks a matched span so later rules do not read it again */
export function blank(text: string, from: number, length: number): string {
  return text.slice(0, from) + ' '.repeat(length) + text.slice(from + length);
}
