/**
 * URL area ids (spec 2.8: hma region 1..4, hk district 01..18, hmm sub-area DDAA) and the API's
 * gscope codes ('KLN', 'KLN-YTM', 'KLN-YTM-03'), both ways.
 */
import { DISTRICT_CODES, REGION_CODES, districtCode, regionCode, subAreaCode } from '@portal/shared/url';

export type AreaCode = 'hma' | 'hk' | 'hmm';

export function gscopeOf(code: AreaCode, id: string): string {
  if (code === 'hma') return regionCode(id);
  if (code === 'hk') return districtCode(id);
  return subAreaCode(id);
}

/** The URL code and id of a gscope code, or null when it is not one of ours. */
export function areaIdOf(gscopeCode: string): { code: AreaCode; id: string } | null {
  const region = (REGION_CODES as readonly string[]).indexOf(gscopeCode);
  if (region >= 0) return { code: 'hma', id: String(region + 1) };
  const district = (DISTRICT_CODES as readonly string[]).indexOf(gscopeCode);
  if (district >= 0) return { code: 'hk', id: String(district + 1).padStart(2, '0') };
  const match = /^(.+)-(\d{2})$/.exec(gscopeCode);
  if (match) {
    const parent = (DISTRICT_CODES as readonly string[]).indexOf(match[1]!);
    if (parent >= 0) return { code: 'hmm', id: `${String(parent + 1).padStart(2, '0')}${match[2]}` };
  }
  return null;
}
