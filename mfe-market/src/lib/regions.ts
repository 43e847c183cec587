import type { Gscope } from '@portal/shared/contracts';

export interface RegionView {
  code: string;
  name: string;
  districts: Array<{ code: string; name: string }>;
}

/** The regions of GetGscope with their districts, in the API's order, and how many districts in all. */
export function regionsOf(scopes: readonly Gscope[]): { regions: RegionView[]; districtCount: number } {
  const regions = scopes.map((region) => ({
    code: region.gscopeCode,
    name: region.gscopeNameWithCulture,
    districts: region.children.map((district) => ({ code: district.gscopeCode, name: district.gscopeNameWithCulture })),
  }));
  return { regions, districtCount: regions.reduce((sum, region) => sum + region.districts.length, 0) };
}

/** the districts of a region, or of every region when none is chosen */
export function districtsOf(regions: readonly RegionView[], regionCode: string | undefined): RegionView['districts'] {
  return regions.filter((r) => !regionCode || r.code === regionCode).flatMap((r) => r.districts);
}
