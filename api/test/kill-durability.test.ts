/**
 * `kill -9` loses nothing that was answered: the API process is killed while writes are in flight,
 * on a PGlite folder (or on PostgreSQL when TEST_DATABASE_URL is set, as the whole suite runs a
 * second time in CI), started again on the same
 * store, and every write that had been answered is found. The writes are visitor bookmarks, each
 * from a visitor of its own and from a loopback address of its own (127.0.0.x), so no rate limit
 * shapes the run.
 */
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/index';
import { freePort, portClosed, post, startApi, withStore, type Store } from './api-process';

const ANSWERED_BEFORE_KILL = 40;

async function prepare(store: Store): Promise<string[]> {
  const db = await store.open();
  await migrate(db);
  await seed(db, { listings: 40, seed: 7 });
  const rows = await db.query<{ id: string }>('SELECT id FROM listings WHERE rental_type = 1 ORDER BY id');
  await db.close();
  return rows.map((r) => r.id);
}

async function killMidWrites(store: Store): Promise<void> {
  const listings = await prepare(store);
  const port = await freePort();
  let api = await startApi(store, port);
  const answered: { visitorId: string; sourceId: string }[] = [];
  const exited = new Promise((resolve) => api.once('exit', resolve));
  let i = 0;
  const writer = async () => {
    while (api.exitCode === null && api.signalCode === null) {
      const n = i++;
      const visitorId = `durable-visitor-${String(n).padStart(6, '0')}`;
      const sourceId = listings[n % listings.length] as string;
      try {
        const res = await post(port, '/User/AddVisitorCollection', { sourceType: 'buy', sourceId }, { visitorId },
          `127.0.0.${2 + (n % 250)}`);
        if (res.status === 200 && (res.json.result as { created?: boolean }).created) answered.push({ visitorId, sourceId });
        if (answered.length === ANSWERED_BEFORE_KILL) api.kill('SIGKILL');
      } catch {
        return; // the process is gone: the request in flight had no answer
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, writer));
  await exited;
  expect(answered.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);
  expect(i).toBeGreaterThan(answered.length); // writes were in flight when the process died

  expect(await portClosed(port)).toBe(true);
  api = await startApi(store, port);
  try {
    const missing: string[] = [];
    for (const [n, w] of answered.entries()) {
      const res = await post(port, '/User/GetVisitorCollectionsStatus', { sourceType: 'buy', sourceIds: [w.sourceId] },
        { visitorId: w.visitorId }, `127.0.1.${2 + (n % 250)}`);
      const [status] = res.json.result as { isCollected: boolean }[];
      if (res.status !== 200 || !status?.isCollected) missing.push(w.visitorId);
    }
    expect(missing).toEqual([]);
  } finally {
    api.kill('SIGKILL');
    await new Promise((resolve) => api.once('exit', resolve));
  }
}

test('the API killed with -9 in the middle of writes has every answered write when it starts again', () => withStore(killMidWrites), 240_000);
