import { useApi } from '@portal/shared/api';
import type { INFORMATION_KINDS } from '@portal/shared/contracts';
import { getInformationCategories } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useNewsT } from '../../../i18n/use-news-t';
import styles from '../../../lib/articles/articles.module.css';

type Kind = (typeof INFORMATION_KINDS)[number];

/** The categories of a kind: a top category opens b{id}, a sub-category (topic) t{id}. */
export function GuideCategories({ locale, kind, current }: { locale: Locale; kind: Kind; current?: number }) {
  const { t } = useNewsT();
  const state = useApi(getInformationCategories, { query: { kind }, language: locale });
  if (!state.data || state.data.length === 0) return null;
  return (
    <nav className={styles.categories} aria-label={t('guides.categories')}>
      {state.data.flatMap((c) => [
        <Link key={c.categoryID} to={href('propertyTipsCategory', { bId: c.categoryID }, locale)} aria-current={c.categoryID === current ? 'page' : undefined}>
          {c.nameWithCulture}
        </Link>,
        ...c.children.map((s) => (
          <Link key={s.categoryID} to={href('propertyTipsTopic', { tId: s.categoryID }, locale)} aria-current={s.categoryID === current ? 'page' : undefined}>
            {s.nameWithCulture}
          </Link>
        )),
      ])}
    </nav>
  );
}

/** The name and kind of a property-tips, encyclopedia or FAQ category, once loaded. */
export function useGuideCategory(id: number | undefined, locale: Locale): { name: string; kind: Kind } | undefined {
  const tips = useApi(getInformationCategories, { query: { kind: 'tips' }, language: locale });
  const encyclopedia = useApi(getInformationCategories, { query: { kind: 'encyclopedia' }, language: locale });
  const faq = useApi(getInformationCategories, { query: { kind: 'faq' }, language: locale });
  if (id === undefined) return undefined;
  const all = [tips, encyclopedia, faq].flatMap((s) => (s.data ?? []).flatMap((c) => [c, ...c.children]));
  const hit = all.find((c) => c.categoryID === id);
  return hit ? { name: hit.nameWithCulture, kind: hit.kind } : undefined;
}
