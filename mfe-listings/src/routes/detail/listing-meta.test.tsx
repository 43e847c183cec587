import { getProperty } from '@portal/shared/endpoints';
import { PageStatus, PageStatusContext } from '@portal/shared/mf';
import { PageMetaCollector, PageMetaContext } from '@portal/shared/seo';
import { renderToString } from 'react-dom/server';
import { fixture } from '../../testing';
import { ListingMeta } from './listing-meta';

function metaOf(overrides: Parameters<typeof fixture<typeof getProperty>>[1], kind: 'buy' | 'rent' = 'buy', locale: 'zh-hk' | 'en-us' = 'zh-hk', serviced = false) {
  const collector = new PageMetaCollector('render');
  const status = new PageStatus();
  renderToString(
    <PageStatusContext value={status}>
      <PageMetaContext value={collector}>
        <ListingMeta property={fixture(getProperty, overrides)} kind={kind} locale={locale} serviced={serviced} />
      </PageMetaContext>
    </PageStatusContext>,
  );
  return { meta: collector.get(), status: status.code };
}

const ON_OFFER = { propertyID: '88', estateNameWithCulture: '太和雅軒', floorLevel: 3, roomNumber: 4, price: 8_910_000, propertyStatusKey: 'effective', showRecommendations: false, photos: ['/api/Media/photo/l-88-1.svg'] };

it('titles a sale listing by estate, floor band, layout and price, with its preview and RealEstateListing', () => {
  const { meta, status } = metaOf(ON_OFFER);
  expect(meta?.title).toBe('太和雅軒 高層4房 $891萬');
  expect(meta?.noindex).toBe(false);
  expect(status).toBe(200);
  expect(meta?.image).toMatch(/^\/api\/Media\/og\/photo\/l-88-1\.png\?label=%24891%E8%90%AC&v=[0-9a-f]{8}$/);
  expect(meta?.structuredData?.[0]).toMatchObject({ '@type': 'RealEstateListing', image: meta?.image, url: '/buy-property-88.html', offers: { price: 8_910_000, priceCurrency: 'HKD', availability: 'https://schema.org/InStock' } });
  expect(meta?.breadcrumbs?.map((c) => c.path)).toEqual(['/buy', '/buy-property-88.html']);
});

it('writes a rent per month in English', () => {
  expect(metaOf({ ...ON_OFFER, estateNameWithCulture: 'Tai Wo Nga Hin', price: 26_000 }, 'rent', 'en-us').meta?.title).toBe('Tai Wo Nga Hin, high floor, 4 bedrooms, $26,000/month');
});

it('links a serviced apartment to its own page and list', () => {
  const { meta } = metaOf({ ...ON_OFFER, price: 30_000 }, 'rent', 'en-us', true);
  expect(meta?.breadcrumbs?.map((c) => c.path)).toEqual(['/en-us/serviced-apartment', '/en-us/servicesDetail/88']);
  expect(meta?.breadcrumbs?.[0]?.name).toBe('Hong Kong serviced apartments');
});

it('keeps an expired listing out of search engines and answers 410 for a removed one', () => {
  expect(metaOf({ ...ON_OFFER, propertyStatusKey: 'expired' })).toMatchObject({ meta: { noindex: true }, status: 200 });
  const removed = metaOf({ ...ON_OFFER, propertyStatusKey: 'removed', showRecommendations: true });
  expect(removed).toMatchObject({ meta: { noindex: true }, status: 410 });
  expect(removed.meta?.structuredData?.[0]).toMatchObject({ offers: { availability: 'https://schema.org/Discontinued' } });
});
