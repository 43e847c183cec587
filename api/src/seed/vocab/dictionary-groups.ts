/**
 * The dictionary groups of spec 3.2. Ranges are written "min-max" in HKD (or sq ft, years,
 * months); the open top band uses a large max so every value parses the same way.
 * PropertyTag children are numbered by parent: 101.. features, 201.. view, 301.. decoration,
 * 401.. facilities, 501.. other-commercial, 601.. other-carpark.
 * The price bands are the price table of @portal/shared (the URL codec and the filters read it).
 */
import { OPEN_RANGE_TOP as OPEN, PRICE_BOUNDS } from '@portal/shared/contracts';

export type Entry = readonly [value: string, zhHk: string, en: string, parent?: string];

/** HKD bands shown in 萬 / M */
function moneyBands(bounds: readonly number[]): Entry[] {
  const wan = (v: number) => `${v / 10000}萬`;
  const m = (v: number) => `$${v >= 1e6 ? `${v / 1e6}M` : `${v / 1e3}K`}`;
  const out: Entry[] = [];
  for (let i = 0; i <= bounds.length; i++) {
    const lo = i === 0 ? 0 : (bounds[i - 1] as number);
    const hi = i === bounds.length ? OPEN : (bounds[i] as number);
    if (i === 0) out.push([`0-${hi}`, `${wan(hi)}以下`, `Below ${m(hi)}`]);
    else if (i === bounds.length) out.push([`${lo}-${hi}`, `${wan(lo)}以上`, `Above ${m(lo)}`]);
    else out.push([`${lo}-${hi}`, `${wan(lo)}至${wan(hi)}`, `${m(lo)} - ${m(hi)}`]);
  }
  return out;
}

/** plain bands with a unit */
function bands(bounds: readonly number[], zhUnit: string, enUnit: string, fmt = (v: number) => v.toLocaleString('en-US')): Entry[] {
  const out: Entry[] = [];
  for (let i = 0; i <= bounds.length; i++) {
    const lo = i === 0 ? 0 : (bounds[i - 1] as number);
    const hi = i === bounds.length ? OPEN : (bounds[i] as number);
    if (i === 0) out.push([`0-${hi}`, `${fmt(hi)}${zhUnit}以下`, `Below ${fmt(hi)} ${enUnit}`]);
    else if (i === bounds.length) out.push([`${lo}-${hi}`, `${fmt(lo)}${zhUnit}以上`, `${fmt(lo)} ${enUnit} or more`]);
    else out.push([`${lo}-${hi}`, `${fmt(lo)}至${fmt(hi)}${zhUnit}`, `${fmt(lo)} - ${fmt(hi)} ${enUnit}`]);
  }
  return out;
}

export const DICTIONARY_GROUPS: Record<string, Entry[]> = {
  RentPrice: bands(PRICE_BOUNDS.RentPrice, '元', 'HKD', (v) => `$${v.toLocaleString('en-US')}`),
  SalePrice: moneyBands(PRICE_BOUNDS.SalePrice),
  NewEstateSalePrice: moneyBands([5000000, 8000000, 10000000, 15000000, 20000000, 30000000]),
  PracticalFootPrice: bands([8000, 10000, 12000, 15000, 20000, 30000], '元/呎', 'HKD/sq. ft', (v) => `$${v.toLocaleString('en-US')}`),
  Area: bands([300, 500, 700, 1000, 1500], '呎', 'sq. ft'),
  NewEstateArea: bands([300, 500, 700, 1000], '呎', 'sq. ft'),
  BuildingAge: [
    ['0-5', '5年或以下', '5 years or less'],
    ['6-10', '6至10年', '6 - 10 years'],
    ['11-20', '11至20年', '11 - 20 years'],
    ['21-30', '21至30年', '21 - 30 years'],
    ['31-40', '31至40年', '31 - 40 years'],
    ['41-999', '40年以上', 'Over 40 years'],
  ],
  UnitFloor: [
    ['1', '低層', 'Low floor'],
    ['2', '中層', 'Middle floor'],
    ['3', '高層', 'High floor'],
  ],
  RoomNumber: [
    ['0', '開放式', 'Studio'],
    ['1', '1房', '1 bedroom'],
    ['2', '2房', '2 bedrooms'],
    ['3', '3房', '3 bedrooms'],
    ['4', '4房', '4 bedrooms'],
    ['5', '5房或以上', '5 bedrooms or more'],
  ],
  PropertySource: [
    ['1', '業主盤', 'Owner listing'],
    ['2', '代理盤', 'Agent listing'],
    ['3', '發展商盤', 'Developer listing'],
  ],
  PropertyTag: [
    ['1', '特色', 'Features'],
    ['2', '景觀', 'View'],
    ['3', '裝修', 'Decoration'],
    ['4', '設施', 'Facilities'],
    ['5', '其他（商業）', 'Other (commercial)'],
    ['6', '其他（車位）', 'Other (car park)'],
    ['101', '近港鐵站', 'Near MTR', '1'],
    ['102', '低密度', 'Low density', '1'],
    ['103', '可養寵物', 'Pets allowed', '1'],
    ['104', '連租約', 'With tenancy', '1'],
    ['105', '交吉', 'Vacant possession', '1'],
    ['106', '名校網', 'Popular school net', '1'],
    ['107', '特色單位', 'Special unit', '1'],
    ['108', '全新樓', 'Newly built', '1'],
    ['201', '海景', 'Sea view', '2'],
    ['202', '山景', 'Mountain view', '2'],
    ['203', '開揚景', 'Open view', '2'],
    ['204', '園景', 'Garden view', '2'],
    ['205', '城市景', 'City view', '2'],
    ['206', '馬場景', 'Racecourse view', '2'],
    ['301', '全新裝修', 'Newly renovated', '3'],
    ['302', '精緻裝修', 'Fine decoration', '3'],
    ['303', '簡約裝修', 'Simple decoration', '3'],
    ['304', '清水單位', 'Bare shell', '3'],
    ['305', '連傢俬', 'Furnished', '3'],
    ['306', '連家電', 'With appliances', '3'],
    ['401', '露台', 'Balcony', '4'],
    ['402', '工作平台', 'Utility platform', '4'],
    ['403', '天台', 'Rooftop', '4'],
    ['404', '平台花園', 'Garden terrace', '4'],
    ['405', '套房', 'Ensuite bedroom', '4'],
    ['406', '工人房', "Maid's room", '4'],
    ['407', '儲物房', 'Store room', '4'],
    ['501', '地舖', 'Ground-floor shop', '5'],
    ['502', '寫字樓', 'Office', '5'],
    ['503', '工商兩用', 'Industrial-commercial', '5'],
    ['601', '附車位', 'With parking space', '6'],
    ['602', '電動車充電', 'EV charging', '6'],
  ],
  PropertyLabel: [
    ['1', '有相片', 'Photos'],
    ['2', '有平面圖', 'Floor plan'],
    ['3', '有影片', 'Video'],
    ['4', 'VR睇樓', 'VR tour'],
  ],
  ForRent: [
    ['1', '短租', 'Short let'],
    ['2', '服務式住宅', 'Serviced apartment'],
    ['3', '可養寵物', 'Pets allowed'],
    ['4', '包管理費', 'Management fee included'],
    ['5', '連傢俬', 'Furnished'],
    ['6', '即可入住', 'Ready to move in'],
  ],
  NewEstateFeature: [
    ['1', '鄰近港鐵', 'Near MTR'],
    ['2', '海景', 'Sea view'],
    ['3', '大型會所', 'Large clubhouse'],
    ['4', '低密度', 'Low density'],
    ['5', '名校網', 'Popular school net'],
    ['6', '細單位', 'Compact units'],
    ['7', '大單位', 'Large units'],
    ['8', '綠化設計', 'Green design'],
  ],
  NewEstateMultimedia: [
    ['1', '相片', 'Photos'],
    ['2', '影片', 'Video'],
    ['3', 'VR', 'VR tour'],
    ['4', '平面圖', 'Floor plans'],
    ['5', '售樓說明書', 'Sales brochure'],
  ],
  NewEstateSalesStatus: [
    ['1', '待售', 'Pending'],
    ['2', '現正銷售', 'On sale'],
    ['3', '已售罄', 'Sold out'],
    ['4', '招標中', 'Tendering'],
  ],
  NewEstateStatus: [
    ['1', '樓花', 'Under construction'],
    ['2', '現樓', 'Completed'],
  ],
  NewEstateSalesComDate: [
    ['2024-2024', '2024年開售', 'Launched in 2024'],
    ['2025-2025', '2025年開售', 'Launched in 2025'],
    ['2026-2026', '2026年開售', 'Launched in 2026'],
    ['2027-2028', '2027年或以後開售', 'Launching 2027 or later'],
  ],
};

/** children of a PropertyTag parent ('1'..'6') */
export function tagValues(parent: string): number[] {
  return (DICTIONARY_GROUPS.PropertyTag ?? []).filter((e) => e[3] === parent).map((e) => Number(e[0]));
}
