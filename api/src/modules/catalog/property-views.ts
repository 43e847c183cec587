/**
 * View counts of listing pages. Every view is counted, but written in batches (one UPDATE a
 * second at most) instead of one write per page view: increments are additive, so several API
 * processes each flushing their own batches stay correct.
 */
import type { Db } from '../../db/index';

const FLUSH_MS = Number(process.env.VIEW_FLUSH_MS ?? 1000);

export class ViewCounter {
  /** counted by this process since start, per listing (never reset) */
  private readonly counted = new Map<string, number>();
  /** not yet written */
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** Counts one view; returns the number of views this process has counted for the listing. */
  add(id: string): number {
    const n = (this.counted.get(id) ?? 0) + 1;
    this.counted.set(id, n);
    this.pending.set(id, (this.pending.get(id) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
    return n;
  }

  countedFor(id: string): number {
    return this.counted.get(id) ?? 0;
  }
  pendingFor(id: string): number {
    return this.pending.get(id) ?? 0;
  }

  flush(): Promise<void> {
    this.timer = undefined;
    const batch = this.pending;
    if (batch.size === 0) return this.flushing;
    this.pending = new Map();
    this.flushing = this.flushing.then(async () => {
      try {
        await this.db.query(
          `UPDATE listings l SET view_count = l.view_count + v.n FROM unnest($1::text[], $2::int[]) AS v(id, n) WHERE l.id = v.id`,
          [[...batch.keys()], [...batch.values()]],
        );
      } catch {
        // the database is closing or gone: put the views back for a later flush
        for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
      }
    });
    return this.flushing;
  }
}
