/**
 * View counts of listing and article pages. A view is counted by the browser that shows the page
 * (AddPropertyView, AddInformationView), never by the read of the page's data: a page the page
 * server or a CDN keeps is rendered once and shown many times. Every view is counted, but written
 * in batches (one UPDATE a second at most) instead of one write per page view: increments are
 * additive, so several API processes each flushing their own batches stay correct.
 */
import type { Db } from '../../db/index';

const FLUSH_MS = Number(process.env.VIEW_FLUSH_MS ?? 1000);

/** the tables whose rows have a view_count, and how a batch is added to them */
const FLUSH_SQL = {
  listings: `UPDATE listings l SET view_count = l.view_count + v.n FROM unnest($1::text[], $2::int[]) AS v(id, n) WHERE l.id = v.id`,
  information: `UPDATE information i SET view_count = i.view_count + v.n FROM unnest($1::int[], $2::int[]) AS v(id, n) WHERE i.id = v.id`,
} as const;
export type ViewTable = keyof typeof FLUSH_SQL;

export class ViewCounter {
  /** counted by this process since start, per row (never reset) */
  private readonly counted = new Map<string, number>();
  /** not yet written */
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db, private readonly table: ViewTable = 'listings') {}

  /** Counts one view; returns the number of views this process has counted for the row. */
  add(id: string | number): number {
    const key = String(id);
    const n = (this.counted.get(key) ?? 0) + 1;
    this.counted.set(key, n);
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
    return n;
  }

  countedFor(id: string | number): number {
    return this.counted.get(String(id)) ?? 0;
  }
  pendingFor(id: string | number): number {
    return this.pending.get(String(id)) ?? 0;
  }

  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    if (batch.size === 0) return this.flushing;
    this.pending = new Map();
    const ids = [...batch.keys()];
    this.flushing = this.flushing.then(async () => {
      try {
        await this.db.query(FLUSH_SQL[this.table], [this.table === 'information' ? ids.map(Number) : ids, [...batch.values()]]);
      } catch {
        // the database is closing or gone: put the views back for a later flush
        for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
      }
    });
    return this.flushing;
  }
}
