/** What the assistant's question parser reads with and what it gives back (spec 3.3, 4.4). */
import type { PropertyFilter } from '@portal/shared/contracts';

/** kinds of named places the parser knows, from the reference tables and the estate suggester */
export type PlaceKind = 'region' | 'district' | 'area' | 'estate' | 'line' | 'station' | 'schoolNet';

export interface Place {
  kind: PlaceKind;
  /** region, district, sub-area or school-net code; estate, line or station id as text */
  code: string;
  /** the names it is written with, lower-case, in every script and romanization */
  names: string[];
}

/** a PropertyTag (or rent label) value and the names that ask for it */
export interface Feature {
  field: 'propertyTag' | 'rentLabel';
  value: number;
  names: string[];
}

/** Loaded once from the database and passed to every parse (the parser does no I/O). */
export interface ChatDictionaries {
  places: Place[];
  features: Feature[];
  /** school-net codes that exist (primary nets) */
  schoolNets: Set<string>;
}

/** the filter fields the assistant fills (a subset of the SearchProperty body) */
export type ChatFilter = Pick<PropertyFilter,
  'rentalType' | 'regionCode' | 'zoneCode' | 'gscopeCode' | 'districtTab' | 'estateIds' | 'LineId' | 'StationIds'
  | 'minPriceValue' | 'maxPriceValue' | 'roomNumbers' | 'minSaleableArea' | 'maxSaleableArea' | 'minBuildingArea'
  | 'maxBuildingArea' | 'minBuildingAge' | 'maxBuildingAge' | 'unitFloors' | 'propertyTag' | 'rentLabel'>;

/** why the parser asks back instead of searching */
export type ClarifyReason = 'notUnderstood' | 'ambiguousPlace' | 'priceUnit' | 'nothingToRefine';

export type ParseResult =
  | { kind: 'search'; filter: ChatFilter; followUp: boolean }
  /** a named estate, or a listing by its id ('S1000066') */
  | { kind: 'evaluate'; estateId?: number; propertyId?: string; filter: ChatFilter }
  | { kind: 'clarify'; reason: ClarifyReason; candidates?: string[] };
