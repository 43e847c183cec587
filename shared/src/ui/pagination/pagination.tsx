import type { AnchorHTMLAttributes, ComponentType } from 'react';
import { cx } from '../cx';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { fill, useUiLabels } from '../ui-labels';
import { paginationRange } from './pagination-range';
import styles from './pagination.module.css';

export interface PaginationLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

export interface PaginationProps {
  /** current page, from 1 */
  page: number;
  /** number of pages */
  total: number;
  /** the URL of a page: every page is a real link */
  hrefFor: (page: number) => string;
  /** pages shown on each side of the current one (default 1) */
  siblings?: number;
  /** renders the links, e.g. a react-router Link adapter; default a plain <a> */
  linkComponent?: ComponentType<PaginationLinkProps>;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  pageLabel?: (page: number) => string;
  className?: string;
}

function PlainLink(props: PaginationLinkProps) {
  return <a {...props} />;
}

export function Pagination(props: PaginationProps) {
  const { page, total, hrefFor, siblings = 1, linkComponent: Link = PlainLink, className } = props;
  const labels = useUiLabels();
  if (total <= 1) return null;
  const current = Math.min(Math.max(1, page), total);
  const pageLabel = props.pageLabel ?? ((n: number) => fill(labels.page, { page: n }));
  const previousLabel = props.previousLabel ?? labels.previousPage;
  const nextLabel = props.nextLabel ?? labels.nextPage;

  return (
    <nav className={cx(styles.nav, className)} aria-label={props.label ?? labels.pagination}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <Link className={styles.item} href={hrefFor(current - 1)} rel="prev" aria-label={previousLabel}>
              <ChevronLeftIcon />
            </Link>
          ) : (
            <span className={cx(styles.item, styles.disabled)} role="link" aria-disabled="true" aria-label={previousLabel}>
              <ChevronLeftIcon />
            </span>
          )}
        </li>
        {paginationRange(current, total, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                className={cx(styles.item, item === current && styles.current)}
                href={hrefFor(item)}
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} className={cx(styles.item, styles.ellipsis)} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          {current < total ? (
            <Link className={styles.item} href={hrefFor(current + 1)} rel="next" aria-label={nextLabel}>
              <ChevronRightIcon />
            </Link>
          ) : (
            <span className={cx(styles.item, styles.disabled)} role="link" aria-disabled="true" aria-label={nextLabel}>
              <ChevronRightIcon />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
