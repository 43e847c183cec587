/**
 * Invented names: people (Cantonese romanization), developers, agencies, management companies.
 * None of the company names is a real Hong Kong company.
 */
export const SURNAMES: readonly (readonly [string, string])[] = [
  ['陳', 'Chan'], ['李', 'Lee'], ['張', 'Cheung'], ['黃', 'Wong'], ['何', 'Ho'], ['林', 'Lam'], ['梁', 'Leung'],
  ['吳', 'Ng'], ['劉', 'Lau'], ['蔡', 'Choi'], ['楊', 'Yeung'], ['鄭', 'Cheng'], ['謝', 'Tse'], ['郭', 'Kwok'],
  ['麥', 'Mak'], ['馮', 'Fung'], ['曾', 'Tsang'], ['羅', 'Law'], ['葉', 'Yip'], ['朱', 'Chu'], ['鄧', 'Tang'],
  ['許', 'Hui'], ['盧', 'Lo'], ['蘇', 'So'], ['潘', 'Poon'], ['余', 'Yu'], ['莫', 'Mok'], ['關', 'Kwan'],
  ['袁', 'Yuen'], ['方', 'Fong'],
];
export const GIVEN: readonly (readonly [string, string])[] = [
  ['嘉', 'Ka'], ['欣', 'Yan'], ['偉', 'Wai'], ['明', 'Ming'], ['志', 'Chi'], ['強', 'Keung'], ['詠', 'Wing'],
  ['詩', 'Sze'], ['家', 'Ka'], ['豪', 'Ho'], ['俊', 'Chun'], ['傑', 'Kit'], ['美', 'Mei'], ['玲', 'Ling'],
  ['子', 'Tsz'], ['健', 'Kin'], ['文', 'Man'], ['慧', 'Wai'], ['婷', 'Ting'], ['浩', 'Ho'], ['敏', 'Man'],
  ['國', 'Kwok'], ['樂', 'Lok'], ['雅', 'Nga'], ['穎', 'Wing'], ['晴', 'Ching'], ['思', 'Sze'], ['朗', 'Long'],
  ['澤', 'Chak'], ['恩', 'Yan'], ['心', 'Sum'], ['宇', 'Yu'], ['軒', 'Hin'], ['卓', 'Cheuk'], ['凱', 'Hoi'],
];
export const ENGLISH_NAMES: readonly string[] = [
  'Kelvin', 'Karen', 'Vincent', 'Winnie', 'Jason', 'Cathy', 'Alan', 'Ivy', 'Raymond', 'Queenie', 'Eric',
  'Joyce', 'Kenneth', 'Mandy', 'Patrick', 'Fiona', 'Derek', 'Gloria', 'Terence', 'Yvonne', 'Samuel', 'Bonnie',
];

export const DEVELOPERS: readonly (readonly [string, string, string, string])[] = [
  ['港峰發展', 'Harbour Crest Development', '港峰', 'Harbour Crest'],
  ['翠嶺置業', 'Emerald Ridge Properties', '翠嶺', 'Emerald Ridge'],
  ['朗晴地產', 'Bright Sky Land', '朗晴', 'Bright Sky'],
  ['澄灣集團', 'Clearbay Group', '澄灣', 'Clearbay'],
  ['嘉譽置業', 'Grand Honour Properties', '嘉譽', 'Grand Honour'],
  ['海濤建設', 'Seawave Builders', '海濤', 'Seawave'],
  ['匯景發展', 'Vista Point Development', '匯景', 'Vista Point'],
  ['東昇置地', 'Eastrise Land', '東昇', 'Eastrise'],
  ['雲峰投資', 'Cloudpeak Investments', '雲峰', 'Cloudpeak'],
  ['盈璟地產', 'Brilliant Gem Estates', '盈璟', 'Brilliant Gem'],
  ['松柏發展', 'Pine Cypress Development', '松柏', 'Pine Cypress'],
  ['寶川置業', 'Treasure River Properties', '寶川', 'Treasure River'],
  ['晉譽集團', 'Jin Honour Group', '晉譽', 'Jin Honour'],
  ['宏灣發展', 'Grand Bay Development', '宏灣', 'Grand Bay'],
];

/** agency: zh name, en name, licence prefix for agent references */
export const AGENCIES: readonly (readonly [string, string, string])[] = [
  ['置佳地產', 'Prime Home Realty', 'PH'],
  ['安居地產代理', 'Safe Haven Property Agency', 'SH'],
  ['恒信地產', 'Evertrust Property', 'ET'],
  ['朗軒物業', 'Long View Property Agency', 'LV'],
  ['匯安地產', 'Unity Safe Realty', 'US'],
  ['灣景地產', 'Bayview Realty', 'BV'],
  ['港融地產', 'Harbourlink Property', 'HL'],
  ['新峰物業', 'Newpeak Property Services', 'NP'],
  ['悅居地產', 'Joyful Living Realty', 'JL'],
  ['誠信置業代理', 'Integrity Homes Agency', 'IH'],
  ['東明地產', 'Pearl East Realty', 'PE'],
  ['翠林物業', 'Green Grove Property', 'GG'],
];

export const MANAGERS: readonly (readonly [string, string])[] = [
  ['信譽物業管理有限公司', 'Trustmark Property Management Limited'],
  ['康怡物業服務有限公司', 'Wellcare Property Services Limited'],
  ['卓安物業管理有限公司', 'Excel Safe Property Management Limited'],
  ['宏景物業管理有限公司', 'Grand Vista Property Management Limited'],
  ['安盈管業有限公司', 'Safe Gain Estate Management Limited'],
  ['恒悅物業服務有限公司', 'Everjoy Property Services Limited'],
  ['朗匯管理有限公司', 'Bright Link Management Limited'],
];

export const FACILITIES: readonly (readonly [string, string, string])[] = [
  ['會所', 'Clubhouse', 'clubhouse'],
  ['游泳池', 'Swimming pool', 'pool'],
  ['健身室', 'Gym', 'gym'],
  ['兒童遊樂場', "Children's playground", 'playground'],
  ['網球場', 'Tennis court', 'tennis'],
  ['燒烤場', 'Barbecue area', 'bbq'],
  ['穿梭巴士', 'Shuttle bus', 'shuttle'],
  ['停車場', 'Car park', 'parking'],
  ['園林平台', 'Landscaped garden', 'garden'],
  ['宴會廳', 'Function room', 'banquet'],
  ['24小時保安', '24-hour security', 'security'],
  ['商場', 'Shopping arcade', 'mall'],
  ['自修室', 'Study room', 'study'],
  ['桑拿室', 'Sauna', 'sauna'],
  ['壁球場', 'Squash court', 'squash'],
  ['緩跑徑', 'Jogging track', 'jogging'],
];
