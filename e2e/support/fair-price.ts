import type { APIRequestContext } from '@playwright/test';
import type { FairPrice } from '@portal/shared/contracts';
import { API_URL } from './ports';

/** a sale listing of the first page whose fair price has a verdict, and that verdict */
export async function judgedListing(request: APIRequestContext): Promise<FairPrice> {
  const search = await request.post(`${API_URL}/Property/SearchProperty`, { data: { pageIndex: 1, pageCount: 20, rentalType: 1 } });
  const items = ((await search.json()) as { result: { items: { propertyID: string }[] } }).result.items;
  for (const { propertyID } of items) {
    const answer = await request.get(`${API_URL}/Property/GetFairPrice?propertyId=${propertyID}&language=en-us`);
    const fair = ((await answer.json()) as { result: FairPrice }).result;
    if (fair.verdict !== 'notEnough') return fair;
  }
  throw new Error('no listing of the first page has enough recent deals');
}
