import type { RemotePageProps } from '@portal/shared/mf';
import { NewEstateBookmark } from '../features/bookmarks';
import { tabOf } from '../features/development';
import { DevelopmentScreen } from './development/development-screen';
import { estateIdOf } from './development/estate-id';

/** newPropertyDetail: /new-property-{id}[.html|/{tab}], and /houseDetail/newDetail[/{id}] (spec 2.6) */
export default function NewPropertyDetailPage({ params, search, locale }: RemotePageProps) {
  return (
    <DevelopmentScreen
      estateId={estateIdOf(params, search)}
      tab={tabOf(params.tertiary)}
      locale={locale}
      search={search}
      action={(estate) => <NewEstateBookmark estateId={estate.estateId} locale={locale} />}
    />
  );
}
