/** The new-development shapes this remote shows, as the API's contracts type them (types only). */
import type {
  getNewEstateById, getNewEstateRoomById, getNewEstateRoomTypeList, getNewEstateSaleProcess, ResultOf, searchNewEstate,
} from '@portal/shared/contracts';

export type NewEstateCard = ResultOf<typeof searchNewEstate>['items'][number];
export type NewEstateDetail = ResultOf<typeof getNewEstateById>;
export type NewEstateUnit = ResultOf<typeof getNewEstateRoomById>['items'][number];
export type RoomType = ResultOf<typeof getNewEstateRoomTypeList>[number];
export type SaleProcess = ResultOf<typeof getNewEstateSaleProcess>;

/** spec 4.2: 1 pending, 2 on sale, 3 sold, 4 tendering */
export const SALES_STATUS_KEYS: Readonly<Record<number, string>> = { 1: 'pending', 2: 'onSale', 3: 'soldOut', 4: 'tendering' };
