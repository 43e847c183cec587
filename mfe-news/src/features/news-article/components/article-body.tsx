import { mediaUrl } from '@portal/shared/api';
import type { ResultOf, getInformationById } from '@portal/shared/contracts';
import { href, isRouteName, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import styles from './article.module.css';

type Block = ResultOf<typeof getInformationById>['blocks'][number];
type Inline = Extract<Block, { type: 'paragraph' }>['content'][number];

/** where a link into the site goes in this locale, or null when the route table cannot write it */
function linkOf(i: Inline, locale: Locale): string | null {
  if (i.route === undefined || !isRouteName(i.route)) return null;
  try {
    return href(i.route, i.params ?? {}, locale);
  } catch {
    return null;
  }
}

function Text({ content, locale }: { content: readonly Inline[]; locale: Locale }) {
  return (
    <>
      {content.map((i, n) => {
        const to = linkOf(i, locale);
        return to ? <Link key={n} to={to}>{i.text}</Link> : <span key={n}>{i.text}</span>;
      })}
    </>
  );
}

function BlockView({ block, locale }: { block: Block; locale: Locale }) {
  switch (block.type) {
    case 'heading':
      return <h2>{block.text}</h2>;
    case 'paragraph':
      return <p><Text content={block.content} locale={locale} /></p>;
    case 'list': {
      const items = block.items.map((item, n) => <li key={n}><Text content={item} locale={locale} /></li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'image':
      return (
        <figure className={styles.figure}>
          <img src={mediaUrl(block.src)} alt={block.alt} loading="lazy" decoding="async" />
          {block.caption ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
      );
    case 'table':
      return (
        <div className={styles.tableWrap} role="region" aria-label={block.caption} tabIndex={0}>
          <table className={styles.table}>
            {block.caption ? <caption>{block.caption}</caption> : null}
            <thead><tr>{block.head.map((h, n) => <th key={n} scope="col">{h}</th>)}</tr></thead>
            <tbody>{block.rows.map((r, n) => <tr key={n}>{r.map((c, m) => <td key={m}>{c}</td>)}</tr>)}</tbody>
          </table>
        </div>
      );
  }
}

/** An article's body from its structured blocks: every string rendered as text, never as HTML. */
export function ArticleBody({ blocks, locale }: { blocks: readonly Block[]; locale: Locale }) {
  return (
    <div className={styles.body}>
      {blocks.map((b, n) => <BlockView key={n} block={b} locale={locale} />)}
    </div>
  );
}
