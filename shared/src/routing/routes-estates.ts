import { LIST, route } from './route-def';

/** mfe-estates: estate lists and pages, estate map, estate sale detail, deals, room types. */
export const ESTATE_ROUTES = [
  route('estateList', 'estates', [
    '/estate', '/estate/:filter/', '/estate/:tertiary', '/estate/:filter/:tertiary',
    '/estateList', '/estateList/:filter/',
  ], { ...LIST, samePage: 'estateList' }),
  route('estateDetail', 'estates', ['/estate-:propertyId', '/estate-:propertyId/:tertiary'], {
    footer: true, params: { propertyId: 'digits' },
  }),
  route('estateMap', 'estates', ['/estate-map/:estateId'], { keepAlive: false }),
  route('estateSaleDetail', 'estates', ['/estate-sale-detail'], { keepAlive: false }),
  route('dealDetail', 'estates', ['/deal/:id']),
  route('roomTypeDetail', 'estates', ['/room-type-detail/:id']),
  route('houseDetailEstate', 'estates', ['/houseDetail/estateDetail', '/houseDetail/estateDetail/:propertyId'], {
    page: 'EstateDetailPage', params: { propertyId: 'digits' },
  }),
] as const;
