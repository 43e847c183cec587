import type { RemotePageProps } from '@portal/shared/mf';
import { DetailView, recordBrowseHistory, useCountPropertyView } from '../features/listing-detail';
import { ServicedDetailBody, servicedIdOf } from '../features/serviced';
import { ListingMeta } from './detail/listing-meta';

/**
 * servicesDetail (/servicesDetail/{propertyId}, or /servicesDetail?propertyId=...) and
 * houseDetailPc / houseDetailM (/houseDetail/pcDetail|mDetail/{propertyId}): a serviced apartment,
 * kept in the rent browse history (spec 4.8) and its view counted like any rent listing.
 */
export default function ServicesDetailPage({ params, search, locale }: RemotePageProps) {
  const propertyId = servicedIdOf(params, search);
  const countView = useCountPropertyView();
  return (
    <ServicedDetailBody
      key={propertyId}
      propertyId={propertyId}
      locale={locale}
      renderProperty={(p) => (
        <>
          <ListingMeta property={p} kind="rent" locale={locale} serviced />
          <DetailView property={p} locale={locale} />
        </>
      )}
      onLoaded={(p) => {
        recordBrowseHistory(p);
        countView(p.propertyID);
      }}
    />
  );
}
