/**
 * One market model per database, rebuilt on demand: every call checks a cheap fingerprint of
 * the sale deals and rebuilds when it changed (a deal added, removed or re-dated), so a new
 * week appears as soon as its deals are recorded. Concurrent calls share one build.
 */
import type { Db } from '../../db/index';
import { dealFingerprint, loadDealData } from './deal-data';
import { buildModel, type MarketModel } from './model';

interface Entry { fingerprint: string; model: Promise<MarketModel> }

const entries = new WeakMap<Db, Entry>();

export async function marketModel(db: Db): Promise<MarketModel> {
  const fingerprint = await dealFingerprint(db);
  const hit = entries.get(db);
  if (hit && hit.fingerprint === fingerprint) return hit.model;
  const model = loadDealData(db).then(buildModel);
  const entry = { fingerprint, model };
  entries.set(db, entry);
  // a failed build is not kept: the next call tries again
  model.catch(() => {
    if (entries.get(db) === entry) entries.delete(db);
  });
  return model;
}
