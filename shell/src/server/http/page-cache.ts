/**
 * The page server's cache of anonymous pages (docs/ssr.md, "The page cache"): a rendered page is
 * kept for `ttlMs` under its key (device, origin and URL: the URL carries the language), then
 * served stale for `staleMs` more while one render in the background replaces it. Concurrent
 * misses of one key share one render (no stampede). Only what the renderer calls cacheable is
 * kept (a 200 page with nothing failed), only while the `version` it was rendered at holds (the
 * remotes' files and the renderer), and within `maxBytes`: the least recently used go first.
 * `ttlMs` 0 turns it off: every request renders.
 */

export interface CacheOptions {
  ttlMs: number;
  staleMs: number;
  maxBytes: number;
  now?: () => number;
}

export interface Cacheable {
  /** may be kept for other visitors */
  cacheable: boolean;
  /** what it holds in memory */
  bytes: number;
}

export type CacheState = 'HIT' | 'STALE' | 'MISS' | 'OFF';

interface Entry<T> {
  value: T;
  version: unknown;
  storedAt: number;
  bytes: number;
}

export interface Served<T> {
  value: T;
  state: CacheState;
  /** ms since it was rendered */
  ageMs: number;
}

export class PageCache<T extends Cacheable> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, Promise<Entry<T>>>();
  private totalBytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** bytes held, pages held */
  get size(): { bytes: number; pages: number } {
    return { bytes: this.totalBytes, pages: this.entries.size };
  }

  /**
   * The page of `key` at `version`: kept and fresh (HIT), kept and stale with one refresh started
   * (STALE), else rendered by `render` (MISS), one render for every concurrent asker.
   * `render` resolves with the page and the version it was rendered at (a render that saw the
   * version change is not kept).
   */
  async get(key: string, version: unknown, render: () => Promise<{ value: T; version: unknown }>): Promise<Served<T>> {
    if (!this.enabled) return { value: (await render()).value, state: 'OFF', ageMs: 0 };
    const entry = this.entries.get(key);
    if (entry && entry.version === version) {
      const ageMs = this.now() - entry.storedAt;
      if (ageMs < this.options.ttlMs + this.options.staleMs) {
        // least recently used last out
        this.entries.delete(key);
        this.entries.set(key, entry);
        if (ageMs < this.options.ttlMs) return { value: entry.value, state: 'HIT', ageMs };
        this.flight(key, version, render).catch((error: unknown) => {
          console.warn(`[page-cache] refreshing ${key}: ${error instanceof Error ? error.message : String(error)}`);
        });
        return { value: entry.value, state: 'STALE', ageMs };
      }
    }
    const fresh = await this.flight(key, version, render);
    return { value: fresh.value, state: 'MISS', ageMs: 0 };
  }

  /** forgets every page (a new renderer) */
  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  private flight(key: string, version: unknown, render: () => Promise<{ value: T; version: unknown }>): Promise<Entry<T>> {
    const flightKey = `${String(version)} ${key}`;
    let pending = this.inFlight.get(flightKey);
    if (!pending) {
      pending = render().then(({ value, version: after }) => {
        const entry: Entry<T> = { value, version, storedAt: this.now(), bytes: value.bytes };
        // an error page is not kept (a stale copy stays until its time is up)
        if (value.cacheable && after === version) this.store(key, entry);
        return entry;
      }).finally(() => this.inFlight.delete(flightKey));
      this.inFlight.set(flightKey, pending);
    }
    return pending;
  }

  private remove(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.totalBytes -= old.bytes;
  }

  private store(key: string, entry: Entry<T>): void {
    this.remove(key);
    if (entry.bytes > this.options.maxBytes) return;
    this.entries.set(key, entry);
    this.totalBytes += entry.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.totalBytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.totalBytes -= old.bytes;
    }
  }
}
