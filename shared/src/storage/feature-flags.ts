/** Feature-flag values cached for 24 hours (spec 4.8, 9). */
import { readJson, removeKey, writeJson } from './safe-storage';

export const FEATURE_FLAG_TTL_MS = 24 * 60 * 60 * 1000;

interface CachedFlag {
  value: unknown;
  expiresAt: number;
}

export function featureFlagKey(name: string): string {
  return `featureFlag:${name}`;
}

function isCached(value: unknown): value is CachedFlag {
  return typeof value === 'object' && value !== null && 'value' in value && typeof (value as CachedFlag).expiresAt === 'number';
}

/** The cached value while fresh; undefined when absent or expired (an expired one is dropped). */
export function getCachedFlag<T>(name: string, now: number = Date.now()): T | undefined {
  const cached = readJson<CachedFlag | undefined>(featureFlagKey(name), undefined, isCached);
  if (!cached) return undefined;
  if (cached.expiresAt <= now) {
    removeKey(featureFlagKey(name));
    return undefined;
  }
  return cached.value as T;
}

export function setCachedFlag<T>(name: string, value: T, now: number = Date.now(), ttlMs: number = FEATURE_FLAG_TTL_MS): boolean {
  return writeJson(featureFlagKey(name), { value, expiresAt: now + ttlMs });
}
