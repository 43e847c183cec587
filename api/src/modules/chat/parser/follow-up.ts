/**
 * A follow-up refines the previous filter: 'cheaper' lowers the ceiling by a fifth, 'bigger'
 * asks for one room more (or a quarter more area), 'what about Tai Po?' swaps the place and
 * keeps the rest. Fields the follow-up names replace the previous ones.
 */
import { LOCATION_FIELDS } from './places';
import type { Intent } from './intent';
import type { ChatFilter } from './types';

const STEP_DOWN = 0.8;
const AREA_STEP = 1.25;
const MAX_ROOMS = 5;

const roundMoney = (v: number) => (v >= 1e6 ? Math.round(v / 1e4) * 1e4 : Math.round(v / 1e3) * 1e3);

export function hasLocation(f: ChatFilter): boolean {
  return LOCATION_FIELDS.some((k) => f[k] !== undefined);
}

/** the refined filter, or undefined when there is nothing to refine ('cheaper' with no price) */
export function refine(previous: ChatFilter, next: ChatFilter, intent: Intent): ChatFilter | undefined {
  const out: ChatFilter = { ...previous };
  if (hasLocation(next)) for (const k of LOCATION_FIELDS) delete out[k];
  if (next.minPriceValue !== undefined || next.maxPriceValue !== undefined) {
    delete out.minPriceValue;
    delete out.maxPriceValue;
  }
  Object.assign(out, next);
  if (intent.cheaper && next.maxPriceValue === undefined) {
    if (previous.maxPriceValue === undefined) return undefined;
    out.maxPriceValue = roundMoney(previous.maxPriceValue * STEP_DOWN);
    if (out.minPriceValue !== undefined && out.minPriceValue >= out.maxPriceValue) delete out.minPriceValue;
  }
  if (intent.bigger || intent.smaller) {
    const step = intent.bigger ? 1 : -1;
    if (next.roomNumbers) { /* the follow-up said how many rooms */ } else if (previous.roomNumbers?.length) {
      out.roomNumbers = [...new Set(previous.roomNumbers.map((r) => Math.max(0, Math.min(MAX_ROOMS, r + step))))];
    } else if (previous.minSaleableArea !== undefined && intent.bigger) {
      out.minSaleableArea = Math.round((previous.minSaleableArea * AREA_STEP) / 10) * 10;
    } else if (previous.maxSaleableArea !== undefined && intent.smaller) {
      out.maxSaleableArea = Math.round(previous.maxSaleableArea / AREA_STEP / 10) * 10;
    } else return undefined;
  }
  return out;
}
