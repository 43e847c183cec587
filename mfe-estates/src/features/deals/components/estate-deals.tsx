import { useApi } from '@portal/shared/api';
import { getEstateDealByEsateId } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { useEstatesT } from '../../../i18n/use-estates-t';
import { DealPageView } from './deal-page-view';

export const RECENT_MONTHS = 12;
const PAGE = 20;

interface Props {
  estateId: number;
  locale: Locale;
  /** 'recent': the last 12 months of one kind; 'history': every deal, paged */
  mode: 'recent' | 'history';
  rentalType: 1 | 2;
  page: number;
  /** the page URL with another kind or page (real links: the tab is rendered on the server) */
  hrefWith: (change: { kind?: 'sale' | 'rent'; page?: number }) => string;
}

/** An estate's transactions (spec 2.6): the recent ones of sale or rent, or the whole history page by page. */
export function EstateDeals({ estateId, locale, mode, rentalType, page, hrefWith }: Props) {
  const { t } = useEstatesT();
  const history = mode === 'history';
  const body = { estateId, rentalType, pageIndex: page, pageCount: PAGE, ...(history ? {} : { months: RECENT_MONTHS }) };
  const state = useApi(getEstateDealByEsateId, { body, language: locale });
  return (
    <DealPageView title={history ? t('deals.historyTitle') : t('deals.recentTitle')} testId={`estate-deals-${mode}`} locale={locale}
      rentalType={rentalType} data={state.data} loading={state.loading} error={state.error} onRetry={state.reload} hrefWith={hrefWith}
      emptyTitle={history ? t('deals.noneEver') : t('deals.noneRecent', { months: RECENT_MONTHS })} />
  );
}
