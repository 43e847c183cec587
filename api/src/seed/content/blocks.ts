/**
 * Structured article bodies for the seed (the blocks of GetInformationById): headings, paragraphs,
 * lists and tables written once as [zh-hk, en] pairs; zh-cn is converted from zh-hk. A link into
 * the site names a route of the route table, never a path or HTML.
 */
import { cn } from '../text';

type Lang = 'zh-hk' | 'zh-cn' | 'en-us';
type Pair = readonly [string, string];
interface Inline { text: string; route?: string; params?: Record<string, string | number> }
export type Block =
  | string
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'table'; caption?: string; head: string[]; rows: string[][] };
export type LBlocks = Record<Lang, Block[]>;

/** a piece of text, or a link to a route */
export type Piece = Pair | { text: Pair; route: string; params?: Record<string, string | number> };
type Part = (lang: Lang) => Block;

const say = ([hk, en]: Pair, lang: Lang) => (lang === 'en-us' ? en : lang === 'zh-cn' ? cn(hk) : hk);
const isPair = (p: Piece): p is Pair => Array.isArray(p);
const inline = (p: Piece, lang: Lang): Inline =>
  isPair(p) ? { text: say(p, lang) } : { text: say(p.text, lang), route: p.route, ...(p.params ? { params: p.params } : {}) };

export const heading = (text: Pair): Part => (lang) => ({ type: 'heading', text: say(text, lang) });
export const para = (...pieces: Piece[]): Part => (lang) => ({ type: 'paragraph', content: pieces.map((p) => inline(p, lang)) });
export const list = (ordered: boolean, items: Piece[][]): Part => (lang) => ({ type: 'list', ordered, items: items.map((item) => item.map((p) => inline(p, lang))) });
export const table = (caption: Pair, head: Pair[], rows: Pair[][]): Part => (lang) => ({
  type: 'table', caption: say(caption, lang), head: head.map((h) => say(h, lang)), rows: rows.map((r) => r.map((c) => say(c, lang))),
});

/** the blocks in the three languages */
export function blocks(...parts: Part[]): LBlocks {
  return { 'zh-hk': parts.map((p) => p('zh-hk')), 'zh-cn': parts.map((p) => p('zh-cn')), 'en-us': parts.map((p) => p('en-us')) };
}
