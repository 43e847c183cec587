/**
 * Word pools of the Greater Bay Area seed: project names (invented), developers (invented),
 * sales agents, and the plans' orientations, in Hong Kong Chinese and English (zh-cn is
 * converted from the Chinese).
 */
export type Pair = readonly [hk: string, en: string];

export const NAME_HEADS: readonly Pair[] = [
  ['雲璟', 'Yunjing'], ['臻悅', 'Zhenyue'], ['濱海', 'Binhai'], ['天譽', 'Tianyu'], ['御瓏', 'Yulong'],
  ['灣景', 'Wanjing'], ['翠林', 'Cuilin'], ['星匯', 'Xinghui'], ['鉑悅', 'Boyue'], ['嘉禾', 'Jiahe'],
  ['錦繡', 'Jinxiu'], ['映月', 'Yingyue'], ['朗峰', 'Langfeng'], ['晴川', 'Qingchuan'], ['瀚林', 'Hanlin'],
  ['海逸', 'Haiyi'], ['譽峰', 'Yufeng'], ['澄湖', 'Chenghu'], ['玖璽', 'Jiuxi'], ['盛世', 'Shengshi'],
];

export const NAME_TAILS: readonly Pair[] = [
  ['花園', 'Garden'], ['府', 'Residence'], ['灣', 'Bay'], ['苑', 'Court'], ['壹號', 'One'],
  ['華庭', 'Terrace'], ['公館', 'Mansion'], ['名邸', 'Manor'],
];

export const DEVELOPERS: readonly Pair[] = [
  ['華匯置業', 'Huahui Properties'], ['粵灣地產', 'Yuewan Real Estate'], ['中嶺發展', 'Zhongling Development'],
  ['海悅置地', 'Haiyue Land'], ['城建匯通', 'Chengjian Huitong'], ['南粵宏基', 'Nanyue Hongji'],
  ['嶺南新城', 'Lingnan New Town'], ['珠江置信', 'Pearl River Zhixin'],
];

export const MACAU_DEVELOPERS: readonly Pair[] = [
  ['澳聯置業', 'Aulian Properties'], ['濠江發展', 'Hoi Keong Development'], ['氹仔海景置業', 'Taipa Seaview Properties'],
];

export const AGENCIES: readonly Pair[] = [
  ['灣區置業顧問', 'Bay Area Property Advisers'], ['粵港地產代理', 'Yue-Gang Property Agency'], ['嶺南房產服務', 'Lingnan Property Services'],
];

export const AGENT_NAMES: readonly Pair[] = [
  ['陳嘉敏', 'Chen Jiamin'], ['李志強', 'Li Zhiqiang'], ['黃詠詩', 'Huang Yongshi'], ['張家豪', 'Zhang Jiahao'],
  ['劉美玲', 'Liu Meiling'], ['梁俊傑', 'Liang Junjie'], ['何綺雯', 'He Qiwen'], ['吳國偉', 'Wu Guowei'],
];

export const ORIENTATIONS: readonly Pair[] = [
  ['南', 'South'], ['東南', 'Southeast'], ['西南', 'Southwest'], ['東', 'East'], ['北', 'North'], ['南北對流', 'North-south through'],
];

export const PROPERTY_TYPES: readonly Pair[] = [['住宅', 'Residential'], ['住宅及商舖', 'Residential and shops'], ['服務式住宅', 'Serviced residences']];

export const DECORATIONS: readonly Pair[] = [['精裝修', 'Fitted out'], ['毛坯', 'Bare shell'], ['豪華裝修', 'Luxury fit-out']];
