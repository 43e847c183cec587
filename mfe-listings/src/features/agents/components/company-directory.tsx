import type { Locale } from '@portal/shared/routing';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useListingsT } from '../../../i18n/use-listings-t';
import { COMPANY_SORTS } from '../agent-sort';
import { useCompanySearch } from '../api/use-company-search';
import { FIRST_PAGE, type Directory } from '../directory';
import { CompanyCard } from './company-card';
import { DirectoryResults } from './directory-results';
import { DirectoryToolbar } from './directory-toolbar';
import styles from './directory.module.css';

export interface CompanyDirectoryProps {
  dir: Directory;
  locale: Locale;
  /** the URL of a directory state (the page's own route) */
  hrefOf: (dir: Directory) => string;
  /** shown above the list (e.g. the company-not-found notice) */
  notice?: ReactNode;
}

/** The agency list: SearchCompany with the agent sorts, a district filter, pages of 20. */
export function CompanyDirectory({ dir, locale, hrefOf, notice }: CompanyDirectoryProps) {
  const { t } = useListingsT();
  const navigate = useNavigate();
  const state = useCompanySearch(dir, locale);
  return (
    <section className={styles.directory} data-testid="agency-list">
      <header className={styles.head}>
        <h1>{t('agents.agencyList.title')}</h1>
        <p className={styles.lead}>{t('agents.agencyList.lead')}</p>
      </header>
      {notice}
      <DirectoryToolbar
        key={dir.keyword ?? ''}
        dir={dir}
        sorts={COMPANY_SORTS}
        locale={locale}
        searchLabel="agents.agencyList.searchLabel"
        onChange={(next) => navigate(hrefOf(next))}
      />
      <DirectoryResults
        {...state}
        page={dir.page}
        hrefFor={(page) => hrefOf({ ...dir, page })}
        emptyTitle={t('agents.agencyList.empty')}
        clearHref={dir.districtId || dir.keyword ? hrefOf(FIRST_PAGE) : undefined}
        renderItem={(c) => <CompanyCard key={c.companyID} company={c} locale={locale} />}
        testId="company-cards"
      />
    </section>
  );
}
