import { href, type Locale, type RouteName } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useNewsT } from '../../../i18n/use-news-t';
import styles from '../../../lib/articles/articles.module.css';

export type GuideSection = 'home' | 'encyclopedia' | 'faq' | 'more' | 'search';
const SECTIONS: [GuideSection, RouteName][] = [
  ['home', 'propertyTipsHome'], ['encyclopedia', 'encyclopedia'], ['faq', 'propertyTipsFaq'], ['more', 'propertyTipsMore'], ['search', 'propertyTipsSearch'],
];

/** The sections of property tips (spec 2.4), the current one marked. */
export function GuidesNav({ locale, current }: { locale: Locale; current?: GuideSection }) {
  const { t } = useNewsT();
  return (
    <nav className={styles.categories} aria-label={t('guides.nav')}>
      {SECTIONS.map(([section, name]) => (
        <Link key={section} to={href(name, {}, locale)} aria-current={section === current ? 'page' : undefined}>
          {t(`guides.${section}`)}
        </Link>
      ))}
    </nav>
  );
}
