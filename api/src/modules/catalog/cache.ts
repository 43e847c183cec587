/**
 * A bounded in-process LRU with a time to live, for normalized search requests. Listings change
 * rarely, so a short TTL keeps several API processes consistent enough; a write in this process
 * clears every catalog cache at once (`invalidateCatalogCaches`).
 */
export class LruCache<V> {
  private readonly map = new Map<string, { value: V; expires: number }>();
  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    if (hit.expires < Date.now()) {
      this.map.delete(key);
      return undefined;
    }
    // move to the most recent end
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    this.map.delete(key);
    this.map.set(key, { value, expires: Date.now() + this.ttlMs });
    while (this.map.size > this.maxEntries) {
      const oldest = this.map.keys().next().value;
      if (oldest === undefined) break;
      this.map.delete(oldest);
    }
  }

  clear(): void {
    this.map.clear();
  }
  get size(): number {
    return this.map.size;
  }
}

const TTL_MS = Number(process.env.CATALOG_CACHE_TTL_MS ?? 30_000);
const all: LruCache<unknown>[] = [];

export function createCache<V>(maxEntries: number, ttlMs = TTL_MS): LruCache<V> {
  const c = new LruCache<V>(maxEntries, ttlMs);
  all.push(c as LruCache<unknown>);
  return c;
}

/** Clears every catalog cache: call after writing listings, estates or reference data. */
export function invalidateCatalogCaches(): void {
  for (const c of all) c.clear();
}

/** A stable key: object keys sorted, undefined dropped. */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}
