/**
 * An article's stored body (per language: plain-text paragraphs and structured blocks) as the
 * blocks the pages render (spec 2.4): a string is a paragraph of text, a block object is kept
 * when it fits the contract and every link names a route of the route table with params that
 * route takes. Nothing is ever read as HTML: `<b>` in a string stays the four characters.
 */
import { articleBlockSchema } from '@portal/shared/contracts';
import { href, isRouteName } from '@portal/shared/routing';
import type { z } from 'zod';

export type ArticleBlock = z.infer<typeof articleBlockSchema>;
type Inline = Extract<ArticleBlock, { type: 'paragraph' }>['content'][number];

/** a link that the route table cannot write becomes plain text */
function checkedInline(i: Inline): Inline {
  if (i.route === undefined) return { text: i.text };
  try {
    if (!isRouteName(i.route)) return { text: i.text };
    href(i.route, i.params ?? {});
    return i;
  } catch {
    return { text: i.text };
  }
}

function checked(b: ArticleBlock): ArticleBlock {
  if (b.type === 'paragraph') return { ...b, content: b.content.map(checkedInline) };
  if (b.type === 'list') return { ...b, items: b.items.map((item) => item.map(checkedInline)) };
  return b;
}

export function toBlocks(body: unknown): ArticleBlock[] {
  const items = Array.isArray(body) ? body : typeof body === 'string' ? [body] : [];
  const out: ArticleBlock[] = [];
  for (const item of items) {
    if (typeof item === 'string') {
      if (item.trim()) out.push({ type: 'paragraph', content: [{ text: item }] });
      continue;
    }
    const parsed = articleBlockSchema.safeParse(item);
    if (parsed.success) out.push(checked(parsed.data));
  }
  return out;
}

const line = (content: readonly Inline[]) => content.map((i) => i.text).join('');

/** the blocks as plain-text paragraphs: a list or a table row as one line, an image as its caption */
export function plainParagraphs(blocks: readonly ArticleBlock[]): string[] {
  return blocks.flatMap((b) => {
    switch (b.type) {
      case 'heading': return [b.text];
      case 'paragraph': return [line(b.content)];
      case 'list': return b.items.map((item, n) => `${b.ordered ? `${n + 1}. ` : '• '}${line(item)}`);
      case 'image': return b.caption ? [b.caption] : [];
      case 'table': return [b.head, ...b.rows].map((r) => r.join(' | '));
    }
  });
}
