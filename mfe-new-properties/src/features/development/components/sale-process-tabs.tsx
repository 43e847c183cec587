import { useApi } from '@portal/shared/api';
import { getNewEstateSaleProcess } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import type { ReactNode } from 'react';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import type { SaleProcess } from '../../../lib/new-estate-types';
import { Loaded } from './loaded';
import { UnitTable } from './unit-table';
import styles from './development.module.css';

function SaleProcessSection({ id, title, estateId, locale, children }: {
  id: string; title: string; estateId: number; locale: Locale; children: (p: SaleProcess) => ReactNode;
}) {
  const state = useApi(getNewEstateSaleProcess, { query: { estateId }, language: locale });
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Loaded state={state}>{children}</Loaded>
    </section>
  );
}

type TabProps = { estateId: number; locale: Locale };

/** Sales status: flats available, reserved and sold, the launch date and the price sheets issued. */
export function SalesStatusTab(props: TabProps) {
  const { t } = useNewPropertiesT();
  return (
    <SaleProcessSection id="np-sales" title={t('tabs.sales-status')} {...props}>
      {(p) => (
        <>
          <dl className={styles.facts} data-testid="sales-counts">
            {([['status', p.salesStatusWithCulture], ['salesStart', p.salesStartDate ?? '—'], ['total', p.totalUnits],
              ['available', p.availableUnits], ['reserved', p.reservedUnits], ['sold', p.soldUnits]] as const).map(([key, value]) => (
              <div key={key}>
                <dt>{t(`sales.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <ul className={styles.list}>
            {p.priceSheets.map((s) => (
              <li key={s.priceSheetID}>{t('sales.sheet', { n: s.priceListNumber, date: s.issuedAt, count: s.unitCount })}</li>
            ))}
          </ul>
        </>
      )}
    </SaleProcessSection>
  );
}

/** Sales arrangements: each round's date, flats and method. */
export function ArrangementsTab(props: TabProps) {
  const { t } = useNewPropertiesT();
  return (
    <SaleProcessSection id="np-arrangements" title={t('tabs.arrangements')} {...props}>
      {(p) => p.arrangements.length === 0 ? <p>{t('sales.noArrangements')}</p> : (
        <ul className={styles.list} data-testid="arrangements">
          {p.arrangements.map((a, i) => <li key={i}>{typeof a.description === 'string' ? a.description : ''}</li>)}
        </ul>
      )}
    </SaleProcessSection>
  );
}

/** The register of transactions: the latest sales with their date and price. */
export function TransactionsTab(props: TabProps) {
  const { t } = useNewPropertiesT();
  return (
    <SaleProcessSection id="np-transactions" title={t('tabs.transactions')} {...props}>
      {(p) => p.recentSales.length === 0 ? <p>{t('sales.noTransactions')}</p> : <UnitTable units={p.recentSales} locale={props.locale} sold />}
    </SaleProcessSection>
  );
}
