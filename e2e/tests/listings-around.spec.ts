import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_URL } from '../support/ports';

interface Line {
  lineID: number;
  nameWithCulture: string;
  stations: Array<{ stationID: number; nameWithCulture: string; lat: number; lng: number }>;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function result<T>(response: Promise<{ ok(): boolean; json(): Promise<unknown> }>): Promise<T> {
  const res = await response;
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: T }).result;
}

/** The newest seeded sale listing that is near an MTR station, as the API has it (en-us names). */
async function saleNearStation(request: APIRequestContext) {
  const page = await result<{ items: Array<{ propertyID: string }> }>(
    request.post(`${API_URL}/Property/SearchProperty`, { data: { pageIndex: 1, pageCount: 20, order: 1, rentalType: 1 }, headers: { language: 'en-us' } }),
  );
  const lines = await result<Line[]>(request.get(`${API_URL}/DictionaryInfo/GetAllSubwayline`, { params: { language: 'en-us' } }));
  for (const { propertyID } of page.items) {
    const detail = await result<{ station: { id: number } | null }>(
      request.get(`${API_URL}/Property/GetProperty`, { params: { propertyId: propertyID, language: 'en-us' } }),
    );
    if (!detail.station) continue;
    const stationId = detail.station.id;
    // the page shows a station under the first line GetAllSubwayline lists it on
    const line = lines.find((l) => l.stations.some((s) => s.stationID === stationId));
    const station = line?.stations.find((s) => s.stationID === stationId);
    if (line && station) return { propertyID, line, station };
  }
  throw new Error('no seeded sale listing near an MTR station');
}

test('/en-us/around: pick a station, see the listings near it, and follow the full-search link with that station', async ({ page, request }) => {
  const { line, station } = await saleNearStation(request);
  await page.goto('/en-us/around');
  await expect(page.getByRole('heading', { level: 1, name: 'Listings around you' })).toBeVisible();
  await page.getByLabel('MTR line').selectOption({ label: line.nameWithCulture });
  await page.getByLabel('Station').selectOption({ label: station.nameWithCulture });

  await expect(page).toHaveURL(new RegExp(`/en-us/around\\?station=${station.stationID}$`));
  const results = page.getByTestId('around-results');
  await expect(results.getByRole('heading', { name: `Listings near ${station.nameWithCulture}` })).toBeVisible();
  await expect(results.getByTestId('listing-card').first()).toBeVisible();
  await expect(page.getByTestId('around-total')).toContainText(`for sale near ${station.nameWithCulture}`);
  const seeAll = page.getByTestId('around-see-all');
  const fullSearch = `/en-us/buy/zl${line.lineID}zs${station.stationID}z1/`;
  await expect(seeAll).toHaveAttribute('href', fullSearch);

  // a reload keeps the station; the rent tab goes into the URL too
  await page.reload();
  await expect(page.getByLabel('Station')).toHaveValue(String(station.stationID));
  await page.getByRole('tab', { name: /^For rent/ }).click();
  await expect(page).toHaveURL(new RegExp(`/en-us/around\\?station=${station.stationID}&tab=rent$`));
  await expect(page.getByTestId('around-see-all').or(page.getByTestId('around-empty'))).toBeVisible();
  await page.getByRole('tab', { name: /^For sale/ }).click();

  // the full search opens on the same station: its filter panel and chips read it back from the URL
  await page.getByTestId('around-see-all').click();
  await expect(page).toHaveURL(new RegExp(`${fullSearch}$`));
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await expect(page.getByTestId('list-total')).toContainText('listings found');
  await expect(page.getByRole('link', { name: new RegExp(`^Remove filter: .*${escaped(station.nameWithCulture)}`) })).toBeVisible();
});

test('/en-us/around: "use my location" picks the nearest station', async ({ page, context, request }) => {
  const { station } = await saleNearStation(request);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: station.lat + 0.0005, longitude: station.lng });
  await page.goto('/en-us/around');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page).toHaveURL(new RegExp(`/en-us/around\\?station=${station.stationID}$`));
  await expect(page.getByTestId('around-located')).toContainText(`The station nearest to you is ${station.nameWithCulture}`);
  await expect(page.getByTestId('around-results').getByTestId('listing-card').first()).toBeVisible();
});

test('/person-data/{id} (zh-hk): the contact person and the listing they are contacted about', async ({ page, request }) => {
  const sale = await result<{ items: Array<{ propertyID: string; titleWithCulture: string }> }>(
    request.post(`${API_URL}/Property/SearchProperty`, { data: { pageIndex: 1, pageCount: 1, order: 0, rentalType: 1 }, headers: { language: 'zh-hk' } }),
  );
  const listing = sale.items[0];
  expect(listing).toBeTruthy();
  await page.goto(`/person-data/${listing!.propertyID}`);
  await expect(page.getByRole('heading', { level: 1, name: '聯絡人' })).toBeVisible();
  const person = page.getByTestId('person-card');
  await expect(person).toBeVisible();
  await expect(person.getByRole('heading', { level: 2 })).not.toBeEmpty();
  await expect(person.getByRole('button', { name: '致電' })).toBeVisible();
  const about = page.getByTestId('person-listing');
  await expect(about.getByRole('heading', { name: '查詢的樓盤' })).toBeVisible();
  const card = about.getByTestId('listing-card');
  await expect(card).toContainText(listing!.titleWithCulture);
  await expect(card.getByRole('link')).toHaveAttribute('href', `/buy-property-${listing!.propertyID}.html`);
  await card.getByRole('link').click();
  await expect(page.getByTestId('listing-detail')).toBeVisible();
});
