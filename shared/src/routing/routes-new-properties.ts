import { LIST, route } from './route-def';

const detailShapes = (base: string) => [`${base}:propertyId.html`, `${base}:propertyId`, `${base}:propertyId/:tertiary`];
const bare = { nav: false, footer: false } as const;

/** mfe-new-properties: new developments, layouts, sections, sale details, Greater Bay Area. */
export const NEW_PROPERTY_ROUTES = [
  route('newPropertyList', 'newProperties', [
    '/new-properties', '/new-properties/:filter/', '/new-properties/:filter/:tertiary',
    '/newPropertiesList', '/newPropertiesList/:filter/',
  ], { ...LIST, samePage: 'newPropertiesList' }),
  route('newPropertyDetail', 'newProperties', detailShapes('/new-property-'), { samePage: 'newPropertyDetail' }),
  route('newPropertyLayouts', 'newProperties', ['/new-property-layouts-:propertyId'], {
    ...bare, samePage: 'newPropertyDetailFloorPlan',
  }),
  route('newPropertyLayoutsDetail', 'newProperties', ['/new-property-layouts-detail'], {
    ...bare, samePage: 'newPropertyDetailFloorPlanDetail',
  }),
  route('newSection', 'newProperties', detailShapes('/new-section-'), bare),
  route('newPropertySaleDetail', 'newProperties', ['/new-property-sale-detail'], { samePage: 'newDetail' }),
  route('gbaList', 'newProperties', ['/greater-bay-area', '/greater-bay-area/:filter/'], LIST),
  route('gbaDetail', 'newProperties', ['/greater-bay-area-:detailId.html', '/greater-bay-area-:detailId']),
  route('gbaMore', 'newProperties', ['/greater-bay-area-:detailId-detail']),
  route('gbaFloorplan', 'newProperties', [
    '/greater-bay-area-:detailId-floorplan', '/greater-bay-area-:detailId-floorplan/t:tId',
  ]),
  route('gbaIndex', 'newProperties', ['/greaterBayArea/index']),
  route('gbaIndexDetail', 'newProperties', ['/greaterBayArea/detail', '/detail']),
  route('gbaTools', 'newProperties', ['/gbaTools']),
  route('houseDetailNew', 'newProperties', ['/houseDetail/newDetail', '/houseDetail/newDetail/:propertyId'], {
    samePage: 'newDetail', page: 'NewPropertyDetailPage',
  }),
  route('houseDetailNewSale', 'newProperties', ['/houseDetail/newSaleDetail'], { page: 'NewPropertySaleDetailPage' }),
  route('houseDetailNewSection', 'newProperties', [
    '/houseDetail/newSectionPage', '/houseDetail/newSectionPage/:propertyId',
  ], { ...bare, page: 'NewSectionPage' }),
] as const;
