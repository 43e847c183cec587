/**
 * @portal/shared/geo: reference geography of Hong Kong for the browser, the fields the offline
 * map draws, projected from the API's reference data (districts and MTR; each file names its
 * source file, date and the public sources behind it). Data only: no zod, no React.
 */
import districts from './hk-districts.json';
import mtr from './hk-mtr.json';

export interface GeoNames { en: string; 'zh-hk': string; 'zh-cn': string }
export interface GeoPoint { lat: number; lng: number }

/** A District Council district: short names, centroid, main town and sub-area points. */
export interface DistrictGeo {
  id: string;
  nameShort: GeoNames;
  centroid: GeoPoint;
  mainTown: GeoPoint;
  subAreas: GeoPoint[];
}
export interface MtrStationGeo extends GeoPoint { code: string; name: GeoNames }
/** A heavy-rail line with its stations in order. */
export interface MtrLineGeo { id: string; colour: string; name: GeoNames; stations: MtrStationGeo[] }

/** the 18 districts (districts.json of the reference data) */
export const HK_DISTRICTS: readonly DistrictGeo[] = districts.districts;
/** the 10 MTR heavy-rail lines (mtr.json of the reference data) */
export const MTR_LINES: readonly MtrLineGeo[] = mtr.lines;
