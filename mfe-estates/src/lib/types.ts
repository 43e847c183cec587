/** The shapes of the estate calls' answers this remote renders (from the contracts). */
import type {
  ResultOf, getBuildingRoomDealInfo, getEstate, getEstateAroundInfos, getEstateDealByEsateId, getEstateRoomType, getEstateRoomTypeList,
  getPhaseBuilding, searchEstate, searchProperty,
} from '@portal/shared/contracts';

export type EstateListItem = ResultOf<typeof searchEstate>['items'][number];
export type EstateDetail = ResultOf<typeof getEstate>;
export type TrendPoint = NonNullable<EstateDetail['trend']>[number];
export type Deal = ResultOf<typeof getEstateDealByEsateId>['items'][number];
export type Phase = ResultOf<typeof getPhaseBuilding>[number];
export type BuildingDeals = ResultOf<typeof getBuildingRoomDealInfo>;
export type AroundInfo = ResultOf<typeof getEstateAroundInfos>;
export type RoomTypeList = ResultOf<typeof getEstateRoomTypeList>;
export type RoomType = RoomTypeList['roomTypes'][number];
export type SaleSummary = RoomTypeList['summary'];
export type RoomTypeDetail = ResultOf<typeof getEstateRoomType>;
export type Listing = ResultOf<typeof searchProperty>['items'][number];
