/**
 * A second batch, written after the parser and scored before any change to it (docs/housegpt.md
 * gives the first score); kept in the set so its fixes stay fixed.
 */
import { RENT, SALE, type Labelled } from './types';

export const ZH_HK_2: Labelled[] = [
  { q: '屯門有冇300萬以下嘅一房？', f: { zoneCode: 'NTW-TM', roomNumbers: [1], maxPriceValue: 3_000_000, rentalType: SALE } },
  { q: '想喺荃灣租個兩房，一萬八左右', f: { zoneCode: 'NTW-TW', roomNumbers: [2], minPriceValue: 16_200, maxPriceValue: 19_800, rentalType: RENT } },
  { q: '元朗 三球 三房', f: { zoneCode: 'NTW-YL', maxPriceValue: 3_000_000, roomNumbers: [3], rentalType: SALE } },
  { q: '九龍塘有冇大屋 3000萬以上', f: { gscopeCode: 'KLN-KC-01', minPriceValue: 30_000_000, rentalType: SALE } },
  { q: '鴨脷洲 海景 租盤', f: { gscopeCode: 'HK-SO-03', propertyTag: [201], rentalType: RENT } },
  { q: '何文田站附近三房', f: { StationIds: [25], roomNumbers: [3] } },
  { q: '觀塘綫沿線 500萬以下', f: { LineId: 9, maxPriceValue: 5_000_000, rentalType: SALE } },
  { q: '大角咀 開放式 租金八千以下', f: { gscopeCode: 'KLN-YTM-07', roomNumbers: [0], maxPriceValue: 8_000, rentalType: RENT } },
  { q: '將軍澳 實用面積600呎以上 兩房', f: { gscopeCode: 'NTE-SK-02', minSaleableArea: 600, roomNumbers: [2] } },
  { q: '西灣河榮苑值唔值', evaluate: 10011 },
  { q: '沙田有無樓齡五年以下嘅盤', f: { zoneCode: 'NTE-ST', maxBuildingAge: 5 } },
  { q: '我預算四百萬，想買大埔', f: { zoneCode: 'NTE-TP', maxPriceValue: 4_000_000, rentalType: SALE } },
  { q: '租樓 可以養貓 北角', f: { gscopeCode: 'HK-EA-03', rentLabel: [3], rentalType: RENT } },
  { q: '34校網 三房 1000萬內', f: { gscopeCode: '34', districtTab: 1, roomNumbers: [3], maxPriceValue: 10_000_000, rentalType: SALE } },
  { q: '貴啲都得，想要大啲', prev: { zoneCode: 'NTE-TP', roomNumbers: [2] }, f: { zoneCode: 'NTE-TP', roomNumbers: [3] } },
  { q: '咁荃灣呢', prev: { zoneCode: 'NTE-TP', roomNumbers: [2], rentalType: SALE }, f: { zoneCode: 'NTW-TW', roomNumbers: [2], rentalType: SALE } },
  { q: '紅磡 兩房 高層 近港鐵', f: { gscopeCode: 'KLN-KC-06', roomNumbers: [2], unitFloors: [3], propertyTag: [101] } },
  { q: '青衣 九百萬以下 三房', f: { gscopeCode: 'NTW-KWT-04', maxPriceValue: 9_000_000, roomNumbers: [3], rentalType: SALE } },
  { q: '幫我搵吓', clarify: 'notUnderstood' },
  { q: '黃竹坑 新樓 一房 租', f: { gscopeCode: 'HK-SO-05', maxBuildingAge: 5, roomNumbers: [1], rentalType: RENT } },
];

export const ZH_CN_2: Labelled[] = [
  { q: '屯门有没有300万以下的一房？', f: { zoneCode: 'NTW-TM', roomNumbers: [1], maxPriceValue: 3_000_000, rentalType: SALE } },
  { q: '想在荃湾租两房，一万八左右', f: { zoneCode: 'NTW-TW', roomNumbers: [2], minPriceValue: 16_200, maxPriceValue: 19_800, rentalType: RENT } },
  { q: '元朗 三百万 三房', f: { zoneCode: 'NTW-YL', maxPriceValue: 3_000_000, roomNumbers: [3], rentalType: SALE } },
  { q: '九龙塘 3000万以上的房子', f: { gscopeCode: 'KLN-KC-01', minPriceValue: 30_000_000, rentalType: SALE } },
  { q: '鸭脷洲 海景 出租', f: { gscopeCode: 'HK-SO-03', propertyTag: [201], rentalType: RENT } },
  { q: '何文田站附近 三房', f: { StationIds: [25], roomNumbers: [3] } },
  { q: '观塘线沿线 500万以下', f: { LineId: 9, maxPriceValue: 5_000_000, rentalType: SALE } },
  { q: '大角咀 开放式 租金八千以下', f: { gscopeCode: 'KLN-YTM-07', roomNumbers: [0], maxPriceValue: 8_000, rentalType: RENT } },
  { q: '将军澳 实用面积600尺以上 两房', f: { gscopeCode: 'NTE-SK-02', minSaleableArea: 600, roomNumbers: [2] } },
  { q: '西湾河荣苑值多少', evaluate: 10011 },
  { q: '沙田 楼龄五年以下', f: { zoneCode: 'NTE-ST', maxBuildingAge: 5 } },
  { q: '我预算四百万，想在大埔买房', f: { zoneCode: 'NTE-TP', maxPriceValue: 4_000_000, rentalType: SALE } },
  { q: '租房 可以养猫 北角', f: { gscopeCode: 'HK-EA-03', rentLabel: [3], rentalType: RENT } },
  { q: '34校网 三房 1000万以内', f: { gscopeCode: '34', districtTab: 1, roomNumbers: [3], maxPriceValue: 10_000_000, rentalType: SALE } },
  { q: '贵一点也可以，想要大一点', prev: { zoneCode: 'NTE-TP', roomNumbers: [2] }, f: { zoneCode: 'NTE-TP', roomNumbers: [3] } },
  { q: '那荃湾呢', prev: { zoneCode: 'NTE-TP', roomNumbers: [2], rentalType: SALE }, f: { zoneCode: 'NTW-TW', roomNumbers: [2], rentalType: SALE } },
  { q: '红磡 两房 高层 近地铁', f: { gscopeCode: 'KLN-KC-06', roomNumbers: [2], unitFloors: [3], propertyTag: [101] } },
  { q: '青衣 九百万以下 三房', f: { gscopeCode: 'NTW-KWT-04', maxPriceValue: 9_000_000, roomNumbers: [3], rentalType: SALE } },
  { q: '帮我找一下', clarify: 'notUnderstood' },
  { q: '黄竹坑 新楼 一房 租', f: { gscopeCode: 'HK-SO-05', maxBuildingAge: 5, roomNumbers: [1], rentalType: RENT } },
];

export const EN_US_2: Labelled[] = [
  { q: 'Any 1 bedroom in Tuen Mun below 3M?', f: { zoneCode: 'NTW-TM', roomNumbers: [1], maxPriceValue: 3_000_000, rentalType: SALE } },
  { q: 'renting a 2 bed in Tsuen Wan for about 18k', f: { zoneCode: 'NTW-TW', roomNumbers: [2], minPriceValue: 16_200, maxPriceValue: 19_800, rentalType: RENT } },
  { q: 'Yuen Long three bedroom 3 million', f: { zoneCode: 'NTW-YL', maxPriceValue: 3_000_000, roomNumbers: [3], rentalType: SALE } },
  { q: 'houses in Kowloon Tong above 30M', f: { gscopeCode: 'KLN-KC-01', minPriceValue: 30_000_000, rentalType: SALE } },
  { q: 'Ap Lei Chau sea view rental', f: { gscopeCode: 'HK-SO-03', propertyTag: [201], rentalType: RENT } },
  { q: '3 bed near Ho Man Tin station', f: { StationIds: [25], roomNumbers: [3] } },
  { q: 'along the Kwun Tong Line under 5M', f: { LineId: 9, maxPriceValue: 5_000_000, rentalType: SALE } },
  { q: 'studio in Tai Kok Tsui to rent under 8000', f: { gscopeCode: 'KLN-YTM-07', roomNumbers: [0], maxPriceValue: 8_000, rentalType: RENT } },
  { q: 'Tseung Kwan O 2 bed over 600 sq ft saleable', f: { gscopeCode: 'NTE-SK-02', minSaleableArea: 600, roomNumbers: [2] } },
  { q: 'is Sai Wan Ho Glory Court worth it? what are recent deals', evaluate: 10011 },
  { q: 'Sha Tin buildings under 5 years old', f: { zoneCode: 'NTE-ST', maxBuildingAge: 5 } },
  { q: 'I have 4 million and want to buy in Tai Po', f: { zoneCode: 'NTE-TP', maxPriceValue: 4_000_000, rentalType: SALE } },
  { q: 'cat friendly flat to rent in North Point', f: { gscopeCode: 'HK-EA-03', rentLabel: [3], rentalType: RENT } },
  { q: 'school net 34 3 bed within 10M', f: { gscopeCode: '34', districtTab: 1, roomNumbers: [3], maxPriceValue: 10_000_000, rentalType: SALE } },
  { q: 'I can pay more, show me bigger ones', prev: { zoneCode: 'NTE-TP', roomNumbers: [2] }, f: { zoneCode: 'NTE-TP', roomNumbers: [3] } },
  { q: 'and Tsuen Wan?', prev: { zoneCode: 'NTE-TP', roomNumbers: [2], rentalType: SALE }, f: { zoneCode: 'NTW-TW', roomNumbers: [2], rentalType: SALE } },
  { q: 'Hung Hom 2 bed high floor near MTR', f: { gscopeCode: 'KLN-KC-06', roomNumbers: [2], unitFloors: [3], propertyTag: [101] } },
  { q: 'Tsing Yi under 9 million 3 bedrooms', f: { gscopeCode: 'NTW-KWT-04', maxPriceValue: 9_000_000, roomNumbers: [3], rentalType: SALE } },
  { q: 'help me find something', clarify: 'notUnderstood' },
  { q: 'new 1 bed to rent in Wong Chuk Hang', f: { gscopeCode: 'HK-SO-05', maxBuildingAge: 5, roomNumbers: [1], rentalType: RENT } },
];
