/**
 * Browse history (spec 4.8): one list per type, newest first, a revisit moves the item to the
 * front, capped at 30 (buy, rent) and 15 (estate, new), with an id list stored alongside.
 */
import { readJson, removeKey, writeJson } from './safe-storage';

export const HISTORY_TYPES = ['buy', 'rent', 'estate', 'new'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export const HISTORY_LIST_KEYS = {
  buy: 'BuyHistoryList',
  rent: 'RentHistoryList',
  estate: 'estateHistoryList',
  new: 'NewHistoryList',
} as const satisfies Record<HistoryType, string>;
export type HistoryListName = (typeof HISTORY_LIST_KEYS)[HistoryType];

export const HISTORY_ID_KEYS = {
  buy: 'BuyHistoryIdList',
  rent: 'RentHistoryIdList',
  estate: 'estateHistoryIdList',
  new: 'NewHistoryIdList',
} as const satisfies Record<HistoryType, string>;

export const HISTORY_CAPS: Record<HistoryType, number> = { buy: 30, rent: 30, estate: 15, new: 15 };

/** One visited item: the property, estate or new-estate object as the page had it. */
export interface HistoryEntry<T = unknown> {
  id: string;
  item: T;
  /** epoch ms of the latest visit */
  viewedAt: number;
  remark?: string;
  collectionID?: string | number;
}

function isEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.viewedAt === 'number' && 'item' in v;
}

function isEntryList(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

export function getHistory<T = unknown>(type: HistoryType): HistoryEntry<T>[] {
  return readJson<unknown[]>(HISTORY_LIST_KEYS[type], [], isEntryList).filter(isEntry) as HistoryEntry<T>[];
}

export function getHistoryIds(type: HistoryType): string[] {
  return getHistory(type).map((e) => e.id);
}

function save(type: HistoryType, list: HistoryEntry[]): void {
  writeJson(HISTORY_LIST_KEYS[type], list);
  writeJson(HISTORY_ID_KEYS[type], list.map((e) => e.id));
}

/** Records a visit: the item goes to the front (moved there if already listed). */
export function addHistory<T>(
  type: HistoryType,
  id: string | number,
  item: T,
  extra: Pick<HistoryEntry, 'remark' | 'collectionID'> = {},
  now: number = Date.now(),
): HistoryEntry<T>[] {
  const key = String(id);
  const entry: HistoryEntry<T> = { id: key, item, viewedAt: now, ...extra };
  const list = [entry, ...getHistory<T>(type).filter((e) => e.id !== key)].slice(0, HISTORY_CAPS[type]);
  save(type, list);
  return list;
}

export function removeHistory(type: HistoryType, id: string | number): HistoryEntry[] {
  const list = getHistory(type).filter((e) => e.id !== String(id));
  save(type, list);
  return list;
}

export function clearHistory(type: HistoryType): void {
  removeKey(HISTORY_LIST_KEYS[type]);
  removeKey(HISTORY_ID_KEYS[type]);
}

/** All four lists by their storage names, for the shell to post to a parent frame. */
export function getHistoryLists(): Record<HistoryListName, HistoryEntry[]> {
  return {
    BuyHistoryList: getHistory('buy'),
    RentHistoryList: getHistory('rent'),
    estateHistoryList: getHistory('estate'),
    NewHistoryList: getHistory('new'),
  };
}
