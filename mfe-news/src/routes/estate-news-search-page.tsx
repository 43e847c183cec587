import type { RemotePageProps } from '@portal/shared/mf';
import { EstateNewsOf } from '../features/estate-news';
import { optionalId } from './optional-id';
import { pageNumberOf } from './page-number';

/** estateNewsSearch: /estateNews/search?estateId= */
export default function EstateNewsSearchPage({ locale, search }: RemotePageProps) {
  const estateId = optionalId(new URLSearchParams(search).get('estateId'));
  return <EstateNewsOf key={estateId} locale={locale} estateId={estateId} page={pageNumberOf(search)} />;
}
