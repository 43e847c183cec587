import type { RemotePageProps } from '@portal/shared/mf';
import { queryValue } from './compose/query';
import { AroundScreen } from './around/around-screen';

/** A station id of the query: digits only, else none. */
function stationOf(search: string): number | null {
  const raw = queryValue(search, 'station');
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** around: /around[?station={id}][&tab=rent] — listings near an MTR station or the visitor's location. */
export default function AroundPage({ search, locale }: RemotePageProps) {
  return <AroundScreen stationId={stationOf(search)} tab={queryValue(search, 'tab') === 'rent' ? 'rent' : 'buy'} locale={locale} />;
}
