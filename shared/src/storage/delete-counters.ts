/**
 * Delete counters (spec 4.8): the server (or a parent frame) reports how many times each history
 * list was cleared elsewhere. When a counter differs from the one stored here, that list is
 * cleared. A type seen for the first time is only recorded.
 */
import { clearHistory, HISTORY_TYPES, type HistoryType } from './browse-history';
import { readJson, writeJson } from './safe-storage';

export const DELETE_COUNTER_KEY = 'HistoryDeleteCounter';

export interface DeleteCounter {
  type: HistoryType;
  count: number;
}

function isCounter(value: unknown): value is DeleteCounter {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (HISTORY_TYPES as readonly unknown[]).includes(v.type) && typeof v.count === 'number';
}

export function getDeleteCounters(): DeleteCounter[] {
  return readJson<unknown[]>(DELETE_COUNTER_KEY, [], Array.isArray).filter(isCounter);
}

/** Applies fresh counters; returns the types whose lists were cleared. */
export function syncDeleteCounters(counters: readonly DeleteCounter[]): HistoryType[] {
  const stored = new Map(getDeleteCounters().map((c) => [c.type, c.count]));
  const cleared: HistoryType[] = [];
  for (const counter of counters.filter(isCounter)) {
    const previous = stored.get(counter.type);
    if (previous !== undefined && previous !== counter.count) {
      clearHistory(counter.type);
      cleared.push(counter.type);
    }
    stored.set(counter.type, counter.count);
  }
  writeJson(DELETE_COUNTER_KEY, [...stored].map(([type, count]) => ({ type, count })));
  return cleared;
}
