/**
 * Codes and market levels per district. Codes are stable and URL-safe: region 'HK', district
 * 'HK-CW', sub-area 'HK-CW-01' (numbered in the reference file's order), secondary net 'S-CW'.
 * `psf` is the typical saleable price per square foot in HKD at the reference date for a
 * 15-20 year old flat on a middle floor; `rentYield` is the gross yearly rental yield.
 */
export const REGION_CODES: Record<string, string> = {
  'hk-island': 'HK',
  kowloon: 'KLN',
  'nt-east': 'NTE',
  'nt-west': 'NTW',
};

export interface DistrictMarket {
  suffix: string;
  psf: number;
  rentYield: number;
  /** yearly drift against the territory trend, e.g. 0.004 = 0.4 percent a year stronger */
  drift: number;
  /** relative number of private housing estates in the district */
  weight: number;
}

export const DISTRICT_MARKET: Record<string, DistrictMarket> = {
  'central-western': { suffix: 'CW', psf: 23000, rentYield: 0.032, drift: 0.004, weight: 1.0 },
  'wan-chai': { suffix: 'WC', psf: 19000, rentYield: 0.031, drift: 0.002, weight: 0.9 },
  eastern: { suffix: 'EA', psf: 15500, rentYield: 0.033, drift: 0, weight: 1.3 },
  southern: { suffix: 'SO', psf: 24500, rentYield: 0.029, drift: 0.003, weight: 0.7 },
  'yau-tsim-mong': { suffix: 'YTM', psf: 15000, rentYield: 0.035, drift: -0.002, weight: 1.2 },
  'sham-shui-po': { suffix: 'SSP', psf: 14500, rentYield: 0.036, drift: -0.003, weight: 0.9 },
  'kowloon-city': { suffix: 'KC', psf: 15500, rentYield: 0.032, drift: 0.002, weight: 1.2 },
  'wong-tai-sin': { suffix: 'WTS', psf: 13500, rentYield: 0.035, drift: -0.002, weight: 0.5 },
  'kwun-tong': { suffix: 'KT', psf: 15500, rentYield: 0.034, drift: 0, weight: 0.9 },
  'sha-tin': { suffix: 'ST', psf: 13000, rentYield: 0.032, drift: 0, weight: 1.4 },
  'tai-po': { suffix: 'TP', psf: 11500, rentYield: 0.032, drift: -0.004, weight: 0.8 },
  north: { suffix: 'N', psf: 10500, rentYield: 0.034, drift: -0.005, weight: 0.6 },
  'sai-kung': { suffix: 'SK', psf: 12500, rentYield: 0.032, drift: 0.001, weight: 1.1 },
  'tsuen-wan': { suffix: 'TW', psf: 12500, rentYield: 0.033, drift: -0.001, weight: 0.9 },
  'kwai-tsing': { suffix: 'KWT', psf: 11500, rentYield: 0.035, drift: -0.002, weight: 0.6 },
  'tuen-mun': { suffix: 'TM', psf: 10000, rentYield: 0.036, drift: -0.005, weight: 1.0 },
  'yuen-long': { suffix: 'YL', psf: 10500, rentYield: 0.034, drift: -0.004, weight: 1.1 },
  islands: { suffix: 'IS', psf: 11000, rentYield: 0.034, drift: -0.003, weight: 0.5 },
};

/** sub-areas with few private estates (islands, country parks' edges, village areas, the Peak) */
export const SPARSE_AREAS = new Set(['the-peak', 'repulse-bay', 'stanley', 'cheung-chau', 'mui-wo', 'kam-tin', 'fairview-park', 'sai-kung-town', 'ma-wan', 'jardines-lookout', 'braemar-hill', 'tai-po-kau', 'gold-coast', 'sham-tseng']);

/** sub-areas whose prices sit well above (or below) their district's level */
export const AREA_PREMIUM: Record<string, number> = {
  'the-peak': 1.55,
  'mid-levels': 1.2,
  'mid-levels-east': 1.2,
  'jardines-lookout': 1.3,
  'repulse-bay': 1.5,
  stanley: 1.15,
  'pok-fu-lam': 1.05,
  'happy-valley': 1.1,
  'kowloon-tong': 1.35,
  'ho-man-tin': 1.15,
  'kowloon-station': 1.5,
  'kai-tak': 1.1,
  'braemar-hill': 1.2,
  'discovery-bay': 1.0,
  'sai-kung-town': 1.2,
  'fairview-park': 0.85,
  'cheung-chau': 0.75,
  'mui-wo': 0.8,
  'kam-tin': 1.1,
  'gold-coast': 1.25,
  'sham-tseng': 1.05,
  'tai-po-kau': 1.2,
};
