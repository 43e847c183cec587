import { LIST, route } from './route-def';

const listShapes = (base: string) => [base, `${base}/:filter/`, `${base}/:filter/:tertiary`];
const detailShapes = (base: string) => [`${base}:propertyId.html`, `${base}:propertyId`, `${base}:propertyId/:tertiary`];
/** Agency and partner lists: /agency/{id}[/{tertiary}[/{tertiary2}]]. */
const companyShapes = (base: string) => [...listShapes(base), `${base}/:filter/:tertiary/:tertiary2`];
/** Agent and partner detail tabs: /agency/{agentId}/buy[/{id}[/{tertiary}]]. */
const tabShapes = (base: string, idName: string, tab: string) => [
  `${base}/:${idName}/${tab}`,
  `${base}/:${idName}/${tab}/:filter/`,
  `${base}/:${idName}/${tab}/:filter/:tertiary`,
];
const houseDetail = (sub: string) => [`/houseDetail/${sub}`, `/houseDetail/${sub}/:propertyId`];
/** a sale or rent listing's page shows the estates remote's fair price (its FairPriceSlot) */
const withFairPrice = { embeds: [['estates', 'FairPrice']] } as const;

/** mfe-listings: buy, rent, serviced apartments, details, agencies, agents, partners, maps, messages. */
export const LISTING_ROUTES = [
  route('buyList', 'listings', listShapes('/buy'), { ...LIST, samePage: 'propertiesList' }),
  route('rentList', 'listings', listShapes('/rent'), { ...LIST, samePage: 'propertiesList' }),
  route('propertiesList', 'listings', ['/propertiesList', '/propertiesList/:filter/'], { ...LIST, samePage: 'propertiesList' }),
  route('servicedList', 'listings', listShapes('/serviced-apartment'), { ...LIST, samePage: 'serviceList' }),
  route('serviceList', 'listings', ['/serviceList', '/serviceList/:filter/'], { ...LIST, samePage: 'serviceList' }),
  route('servicesDetail', 'listings', [
    '/servicesDetail/:propertyId', '/servicesDetail', '/servicesDetail/mDetail', '/servicesDetail/pcDetail',
  ]),
  route('saleDetail', 'listings', detailShapes('/buy-property-'), { footer: true, samePage: 'saleDetail', ...withFairPrice }),
  route('rentDetail', 'listings', detailShapes('/rent-property-'), { footer: true, samePage: 'rentDetail', ...withFairPrice }),
  route('agencyList', 'listings', companyShapes('/agency'), LIST),
  route('agencyDetail', 'listings', tabShapes('/agency', 'agentId', 'buy'), { footer: true }),
  route('agencyDetailRent', 'listings', tabShapes('/agency', 'agentId', 'rent'), { footer: true, page: 'AgencyDetailPage' }),
  route('agencyDetailPartner', 'listings', tabShapes('/agency', 'agentId', 'partner'), { footer: true, page: 'AgencyDetailPage' }),
  route('partnerList', 'listings', companyShapes('/partner'), LIST),
  route('partnerDetail', 'listings', tabShapes('/partner', 'partnerId', 'buy'), { footer: true }),
  route('partnerDetailRent', 'listings', tabShapes('/partner', 'partnerId', 'rent'), { footer: true, page: 'PartnerDetailPage' }),
  route('agentList', 'listings', ['/agent-list', '/agentRefactor'], LIST),
  route('houseMap', 'listings', ['/house-map', '/houseMap'], LIST),
  route('around', 'listings', ['/around'], LIST),
  route('personData', 'listings', ['/person-data/:propertyId']),
  route('messageAdd', 'listings', ['/message/add'], { footer: true }),
  route('messageChange', 'listings', ['/message/change'], { footer: true }),
  route('messageReply', 'listings', ['/message/reply'], { footer: true }),
  route('complaint', 'listings', ['/complaint'], { footer: true }),
  route('houseDetailSale', 'listings', houseDetail('saleDetail'), { samePage: 'saleDetail', page: 'SaleDetailPage', ...withFairPrice }),
  route('houseDetailRent', 'listings', houseDetail('rentDetail'), { samePage: 'rentDetail', page: 'RentDetailPage', ...withFairPrice }),
  route('houseDetailPc', 'listings', houseDetail('pcDetail'), { page: 'ServicesDetailPage' }),
  route('houseDetailM', 'listings', houseDetail('mDetail'), { page: 'ServicesDetailPage' }),
] as const;
