/**
 * GetValuation and the listing evaluation (GetPropertyEvaluation): the model's value of a flat
 * with the likely range and the back-tested error of its region beside it.
 */
import type { Db } from '../../db/index';
import { notFound } from '../../http/errors';
import { marketModel } from './model-cache';
import { valueFlat, type Target } from './valuation';
import type { Accuracy } from './backtest';

/** comparables shown with a valuation */
const SHOWN = 10;
const thousand = (x: number) => Math.round(x / 1000) * 1000;

export interface FlatValuation {
  available: boolean;
  estateID: number;
  saleableArea: number;
  valuation: number | null;
  pricePerSqft: number | null;
  low: number | null;
  high: number | null;
  basis: 'estate' | 'district' | null;
  comparables: { dealID: number; dealDate: string; price: number; saleableArea: number; floor: number | null; adjustedPricePerSqft: number; weight: number }[];
  accuracy: Accuracy;
}

export async function valueTarget(db: Db, t: Target): Promise<FlatValuation> {
  const m = await marketModel(db);
  const region = m.data.estates.get(t.estateId)?.regionCode;
  const accuracy = (region && m.accuracy.get(region)) || m.accuracy.get('') || {
    regionCode: null, sampleSize: 0, medianAbsErrorPct: null, within5Pct: null, within10Pct: null,
  };
  const v = m.asOfDay === null ? null : valueFlat(m, t, m.asOfDay + 1);
  const err = (accuracy.medianAbsErrorPct ?? 0) / 100;
  return {
    available: v !== null, estateID: t.estateId, saleableArea: t.area,
    valuation: v?.value ?? null, pricePerSqft: v ? Math.round(v.psf) : null,
    low: v ? thousand(v.value * (1 - err)) : null, high: v ? thousand(v.value * (1 + err)) : null,
    basis: v?.basis ?? null,
    comparables: (v?.comparables ?? []).slice().sort((a, b) => (a.deal.date < b.deal.date ? 1 : a.deal.date > b.deal.date ? -1 : b.deal.id - a.deal.id))
      .slice(0, SHOWN).map((c) => ({
        dealID: c.deal.id, dealDate: c.deal.date, price: c.deal.price, saleableArea: c.deal.area, floor: c.deal.floor,
        adjustedPricePerSqft: Math.round(Math.exp(c.lnAdjusted)), weight: Math.round(c.weight * 1000) / 1000,
      })),
    accuracy,
  };
}

export async function valuationAnswer(db: Db, q: { estateId: number; buildingId?: number; floor?: number; saleableArea: number }) {
  const estate = await db.one<{ storeys: number }>('SELECT storeys FROM estates WHERE id = $1', [q.estateId]);
  if (!estate) throw notFound('query.estateId');
  let storeys = Number(estate.storeys);
  if (q.buildingId !== undefined) {
    const b = await db.one<{ floors: number }>('SELECT floors FROM estate_buildings WHERE id = $1 AND estate_id = $2', [q.buildingId, q.estateId]);
    if (!b) throw notFound('query.buildingId');
    storeys = Number(b.floors);
  }
  return valueTarget(db, { estateId: q.estateId, buildingId: q.buildingId ?? null, floor: q.floor ?? null, storeys, area: q.saleableArea });
}
