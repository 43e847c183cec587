/** Answers of the member calls as the API gives them (the fake API checks each against its contract). */
import type { CollectionItem, ResultOf } from '@portal/shared/contracts';
import type { getUserInfo, signIn } from '@portal/shared/endpoints';

export const MEMBER: ResultOf<typeof getUserInfo> = {
  userID: 41,
  userName: 'Chan Tai Man',
  email: 'tm.chan@example.com',
  phone: null,
  role: 'member',
  verified: false,
  createdAt: '2026-03-02T08:00:00.000Z',
};

export const SESSION: ResultOf<typeof signIn> = { token: 'session-token-value', expiresAt: '2026-05-01T08:00:00.000Z', user: MEMBER };

const LISTING = {
  propertyID: '120034',
  titleWithCulture: 'Taikoo Shing, Kam Din Terrace, high floor',
  rentalType: 1,
  isServiced: false,
  salePrice: 9_800_000,
  rentPrice: null,
  saleableArea: 620,
  buildingArea: 810,
  roomNumber: 2,
  regionNameWithCulture: 'Quarry Bay',
  estateNameWithCulture: 'Taikoo Shing',
  photo: null,
  status: 1,
};

/** A bookmark of a sale listing; `overrides` change it (a null property is a listing that is gone). */
export function collectionItem(overrides: Partial<CollectionItem> = {}): CollectionItem {
  return { collectionID: 7, sourceType: 'buy', sourceId: '120034', remark: null, createdAt: '2026-04-01T08:00:00.000Z', property: LISTING, estate: null, newEstate: null, ...overrides };
}
