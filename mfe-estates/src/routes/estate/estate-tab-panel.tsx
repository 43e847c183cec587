import type { Locale } from '@portal/shared/routing';
import { EstateDeals } from '../../features/deals';
import {
  EstateAgents, EstateAround, EstateBuildings, EstateDemographics, EstateFaq, EstateIntro, EstateListings, EstateNearby, EstateNews,
} from '../../features/estate-detail';
import { TrendChart, periodOf } from '../../features/price-trend';
import { EstateRoomTypes } from '../../features/room-types';
import type { EstatePageState } from '../../lib/estate-tabs';
import type { EstateDetail } from '../../lib/types';

interface Props {
  estate: EstateDetail;
  state: EstatePageState;
  locale: Locale;
  /** the page URL with another state */
  hrefOf: (state: EstatePageState) => string;
}

/** The content of the chosen tab; only it is loaded (and rendered on the server). */
export function EstateTabPanel({ estate, state, locale, hrefOf }: Props) {
  const id = estate.estateID;
  const deals = (mode: 'recent' | 'history') => (
    <EstateDeals estateId={id} locale={locale} mode={mode} rentalType={state.kind === 'rent' ? 2 : 1} page={mode === 'history' ? state.page : 1}
      hrefWith={(c) => hrefOf({ ...state, kind: c.kind ?? state.kind, page: c.page ?? state.page })} />
  );
  switch (state.tab) {
    case 'agents':
      return <EstateAgents estateId={id} locale={locale} />;
    case 'aerial':
      return <EstateListings estateId={id} locale={locale} kind="buy" vr />;
    case 'trend':
      return <TrendChart trend={estate.trend ?? []} period={periodOf(state.period)} locale={locale} periodHref={(period) => hrefOf({ ...state, period })} />;
    case 'deals':
      return deals('recent');
    case 'history':
      return (
        <>
          {deals('history')}
          <EstateBuildings estateId={id} locale={locale} building={state.building} buildingHref={(building) => hrefOf({ ...state, building })} />
        </>
      );
    case 'around':
      return <EstateAround estateId={id} locale={locale} />;
    case 'nearby':
      return <EstateNearby estateId={id} locale={locale} />;
    case 'news':
      return <EstateNews estateId={id} locale={locale} />;
    case 'faq':
      return <EstateFaq estateId={id} locale={locale} />;
    default:
      return (
        <>
          <EstateIntro estate={estate} locale={locale} />
          <EstateRoomTypes estateId={id} locale={locale} />
          <EstateListings estateId={id} locale={locale} kind="buy" />
          <EstateListings estateId={id} locale={locale} kind="rent" />
          <EstateDemographics estateId={id} locale={locale} />
        </>
      );
  }
}
