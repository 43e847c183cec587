import type { Gscope } from '@portal/shared/contracts';

const area = (code: string, name: string, level: number) => ({ gscopeCode: code, gscopeNameWithCulture: name, level, lat: null, lng: null, schoolNet: [] });

/** GetGscope as the API answers it: two regions, three districts. */
export const GSCOPE: Gscope[] = [
  { ...area('HK', 'Hong Kong Island', 1), children: [{ ...area('HK-CW', 'Central and Western', 2), children: [] }, { ...area('HK-WC', 'Wan Chai', 2), children: [] }] },
  { ...area('KLN', 'Kowloon', 1), children: [{ ...area('KLN-YTM', 'Yau Tsim Mong', 2), children: [] }] },
];
