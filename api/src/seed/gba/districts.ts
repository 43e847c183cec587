/**
 * Districts of the Greater Bay Area cities the seed builds projects in, with the range of new-home
 * unit prices in 2026 (local currency a m²: RMB, MOP in Macau), their offset from the city centre
 * (degrees) and the permit prefix of the city's pre-sale permits.
 */
export interface GbaDistrictVocab {
  hk: string;
  en: string;
  /** unit price range, local currency a m² */
  price: readonly [number, number];
  /** lat/lng offset from the city's reference point */
  at: readonly [number, number];
}
export interface GbaCityVocab {
  permitPrefix: string;
  projects: number;
  districts: readonly GbaDistrictVocab[];
}

const d = (hk: string, en: string, price: readonly [number, number], at: readonly [number, number]): GbaDistrictVocab => ({ hk, en, price, at });

export const GBA_CITY_VOCAB: Readonly<Record<string, GbaCityVocab>> = {
  guangzhou: { permitPrefix: '穗房預字', projects: 6, districts: [
    d('天河', 'Tianhe', [60000, 90000], [0.01, 0.08]), d('海珠', 'Haizhu', [45000, 65000], [-0.03, 0.05]),
    d('番禺', 'Panyu', [30000, 45000], [-0.14, 0.1]), d('南沙', 'Nansha', [22000, 32000], [-0.33, 0.3]),
  ] },
  shenzhen: { permitPrefix: '深房許字', projects: 6, districts: [
    d('南山', 'Nanshan', [80000, 120000], [-0.01, -0.13]), d('福田', 'Futian', [75000, 110000], [0.0, 0.0]),
    d('寶安', "Bao'an", [50000, 70000], [0.03, -0.17]), d('龍華', 'Longhua', [45000, 65000], [0.11, -0.01]),
  ] },
  zhuhai: { permitPrefix: '珠房預字', projects: 5, districts: [
    d('香洲', 'Xiangzhou', [28000, 40000], [0.0, 0.0]), d('橫琴', 'Hengqin', [35000, 50000], [-0.14, -0.05]),
    d('金灣', 'Jinwan', [15000, 22000], [-0.19, -0.2]), d('斗門', 'Doumen', [12000, 18000], [-0.07, -0.31]),
  ] },
  foshan: { permitPrefix: '佛房預字', projects: 5, districts: [
    d('禪城', 'Chancheng', [15000, 22000], [0.0, 0.0]), d('南海', 'Nanhai', [18000, 28000], [0.03, 0.02]),
    d('順德', 'Shunde', [14000, 22000], [-0.18, 0.1]),
  ] },
  huizhou: { permitPrefix: '惠房預字', projects: 5, districts: [
    d('惠城', 'Huicheng', [10000, 15000], [0.0, 0.0]), d('惠陽', 'Huiyang', [9000, 13000], [-0.32, 0.0]),
    d('大亞灣', 'Daya Bay', [9000, 14000], [-0.34, 0.12]), d('博羅', 'Boluo', [7000, 10000], [0.14, -0.13]),
  ] },
  dongguan: { permitPrefix: '莞房預字', projects: 5, districts: [
    d('南城', 'Nancheng', [25000, 35000], [-0.01, 0.0]), d('松山湖', 'Songshan Lake', [30000, 40000], [-0.1, 0.13]),
    d('塘廈', 'Tangxia', [15000, 22000], [-0.2, 0.35]), d('鳳崗', 'Fenggang', [13000, 18000], [-0.29, 0.37]),
  ] },
  zhongshan: { permitPrefix: '中房預字', projects: 5, districts: [
    d('石岐', 'Shiqi', [12000, 18000], [0.0, -0.01]), d('東區', 'East District', [15000, 20000], [0.0, 0.02]),
    d('坦洲', 'Tanzhou', [12000, 16000], [-0.28, 0.15]),
  ] },
  jiangmen: { permitPrefix: '江房預字', projects: 4, districts: [
    d('蓬江', 'Pengjiang', [9000, 13000], [0.0, 0.0]), d('江海', 'Jianghai', [8000, 12000], [-0.02, 0.05]),
    d('新會', 'Xinhui', [7000, 10000], [-0.06, -0.05]), d('台山', 'Taishan', [6000, 9000], [-0.33, -0.29]),
  ] },
  zhaoqing: { permitPrefix: '肇房預字', projects: 4, districts: [
    d('端州', 'Duanzhou', [8000, 12000], [0.0, 0.0]), d('鼎湖', 'Dinghu', [7000, 10000], [0.12, 0.1]),
    d('高要', 'Gaoyao', [6000, 9000], [-0.02, -0.04]),
  ] },
  macau: { permitPrefix: '澳門預售許可', projects: 5, districts: [
    d('澳門半島', 'Macau Peninsula', [95000, 125000], [0.0, 0.0]), d('氹仔', 'Taipa', [105000, 135000], [-0.04, 0.01]),
    d('路環', 'Coloane', [110000, 140000], [-0.07, 0.02]),
  ] },
};
