import type { RemotePageProps } from '@portal/shared/mf';
import { EstateNewsIndex } from '../features/estate-news';
import { pageNumberOf } from './page-number';

/** estateNewsIndex: /estateNews/index */
export default function EstateNewsIndexPage({ locale, search }: RemotePageProps) {
  return <EstateNewsIndex locale={locale} page={pageNumberOf(search)} />;
}
