/** room-types: an estate's layouts (one flat letter in every block; GetEstateRoomTypeList, GetEstateRoomType). */
export { EstateRoomTypes, RoomTypeCards } from './components/room-type-cards';
export { RoomTypeBlocks, RoomTypeFacts, RoomTypeFlats, RoomTypeListings, RoomTypeNav } from './components/room-type-parts';
export { RoomTypesForSale } from './components/room-types-for-sale';
export { useLayoutText } from './components/layout-text';
