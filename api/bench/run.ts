/**
 * npm run bench -w api: seeds 100,000 listings into a temp PGlite folder (once), starts the API
 * as a child process, and measures SearchProperty (a filtered, sorted page: the same request, and
 * ever-changing requests that miss the search cache), GetProperty, SearchSuggester and the
 * health call as the baseline, at 32 connections for about 10 s each, after the valuation's
 * back-test (valuation-backtest.ts; BENCH_BACKTEST_ONLY=1 stops there) and the HouseGPT parser's
 * questions per second on one core (chat-parser.ts). Writes bench/results.json.
 *
 * BENCH_DATABASE_URL measures PostgreSQL instead (an empty database of its own, seeded once).
 * BENCH_SCENARIOS=a,b measures only those scenarios (no back-test, no parser); BENCH_LABEL names
 * the run. A run on PostgreSQL, of some scenarios or with a label is kept under
 * stores.<pglite|postgres>.<label, default 'latest'> of results.json with the machine load before
 * and after it; the rest of the file stays as it was.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_LISTINGS, ensureBenchData, openBenchDb } from './data';
import { startServer } from './server';
import { cpuCounter, postmasterPid } from './cpu';
import { measure, type Measurement, type Scenario } from './measure';
import { printBacktest, valuationBacktest, type BacktestFigures } from './valuation-backtest';
import { chatParserBench, printParserBench, type ParserFigures } from './chat-parser';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4799);
/** seconds of load before each measurement, so that it sees the steady state (JIT, page cache, caches) */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
/** only these scenarios (comma-separated names); all when empty */
const ONLY = (process.env.BENCH_SCENARIOS ?? '').split(',').map((x) => x.trim()).filter(Boolean);
const LABEL = process.env.BENCH_LABEL ?? '';
const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').trim();

async function json<T>(base: string, p: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${p}`, body === undefined ? {} : {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const out = (await res.json()) as { code: number; result: T };
  if (out.code !== 0) throw new Error(`${p} failed: ${JSON.stringify(out)}`);
  return out.result;
}

async function scenarios(base: string): Promise<Scenario[]> {
  const gscope = await json<{ children: { gscopeCode: string }[] }[]>(base, '/DictionaryInfo/GetGscope');
  const districts = gscope.flatMap((r) => r.children.map((d) => d.gscopeCode));
  const search = { rentalType: 1, zoneCode: districts[0], roomNumbers: [2, 3], order: 3, pageIndex: 1, pageCount: 20 };
  const page = await json<{ items: { propertyID: string }[]; total: number }>(base, '/Property/SearchProperty', search);
  const propertyId = page.items[0]?.propertyID ?? '';
  const orders = [0, 1, 2, 3, 8, 9, 12, 13];
  /** the n-th request of the district x order x page cycle (sale, 2-3 rooms) */
  const variedBody = (n: number) => ({
    rentalType: 1, zoneCode: districts[n % districts.length], roomNumbers: [2, 3],
    order: orders[Math.floor(n / districts.length) % orders.length], pageIndex: 1 + (Math.floor(n / (districts.length * orders.length)) % 20), pageCount: 20,
  });
  let i = 0;
  let j = 0;
  return [
    { name: 'health', description: 'GET /api/health (baseline)', method: 'GET', path: '/health' },
    {
      name: 'searchProperty', method: 'POST', path: '/Property/SearchProperty', body: search,
      description: `a filtered, sorted page (sale, one district, 2-3 rooms, price high to low; ${page.total} matches), the same request each time`,
    },
    {
      name: 'searchPropertyVaried', method: 'POST', path: '/Property/SearchProperty',
      description: `a filtered, sorted page with district x order x page varying on every request (a cycle of ${districts.length * orders.length * 20} different requests: the first pass misses the answer cache, later passes within its TTL hit it; page ids are read five pages at a time and totals are shared per filter)`,
      nextBody: () => variedBody((i += 1)),
    },
    {
      name: 'searchPropertyUncached', method: 'POST', path: '/Property/SearchProperty',
      description: 'as searchPropertyVaried, plus a price ceiling above every price that differs on every request: no request repeats, so every answer, page of ids and total is computed by the database',
      nextBody: () => {
        j += 1;
        return { ...variedBody(j), maxPriceValue: 2_000_000_000 + j };
      },
    },
    { name: 'getProperty', description: 'GET /Property/GetProperty (every detail; counts the view: one UPDATE each)', method: 'GET', path: `/Property/GetProperty?propertyId=${propertyId}` },
    { name: 'searchSuggester', description: "GET /Suggester/SearchSuggester?keyword=tai&count=10", method: 'GET', path: '/Suggester/SearchSuggester?keyword=tai&count=10' },
  ];
}

async function main() {
  const data = await ensureBenchData();
  const store = data.databaseUrl ? 'postgres' : 'pglite';
  let extra: { valuationBacktest?: BacktestFigures; chatParser?: ParserFigures } = {};
  if (!ONLY.length) {
    // before the server opens the same data: a PGlite folder has one process at a time
    const db = await openBenchDb(data);
    try {
      const backtest = await valuationBacktest(db);
      printBacktest(backtest);
      if (process.env.BENCH_BACKTEST_ONLY === '1') return;
      const chatParser = await chatParserBench(db);
      printParserBench(chatParser);
      extra = { valuationBacktest: backtest, chatParser };
    } finally {
      await db.close();
    }
  }
  const server = await startServer(path.join(data.dir, 'pgdata'), PORT, data.databaseUrl);
  // the API builds the market model when it starts listening (seconds of one core on the 100k
  // deals); the price index waits for it, so measuring starts after it instead of during it
  await json(server.url, '/Market/GetPriceIndex').catch(async (err: unknown) => {
    await server.stop();
    throw err;
  });
  const results: (Measurement & { cpuMsPerRequest: { api: number; database: number | null; loadGenerator: number } })[] = [];
  // PGlite runs inside the API process, so its time is the API's
  const postmaster = data.databaseUrl ? await postmasterPid(data.databaseUrl) : undefined;
  const loadBefore = loadavg();
  try {
    for (const s of (await scenarios(server.url)).filter((x) => !ONLY.length || ONLY.includes(x.name))) {
      await measure(server.url, s, CONNECTIONS, WARMUP);
      const cpu = cpuCounter(server.child.pid, postmaster);
      const own = process.cpuUsage();
      const measured = await measure(server.url, s, CONNECTIONS, SECONDS);
      const used = cpu.read();
      const generator = process.cpuUsage(own);
      const perRequest = (ms: number) => Math.round((ms / Math.max(1, measured.requests)) * 1000) / 1000;
      const m = {
        ...measured,
        // CPU milliseconds per request: what a request costs whatever else the machine runs
        cpuMsPerRequest: {
          api: perRequest(used.apiMs),
          database: used.databaseMs === null ? null : perRequest(used.databaseMs),
          loadGenerator: perRequest((generator.user + generator.system) / 1000),
        },
      };
      console.log(`[bench] ${m.name}: ${m.requestsPerSec} req/s, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms (${m.non2xx} non-2xx, ${m.errors} errors); CPU ms a request: API ${m.cpuMsPerRequest.api}, database ${m.cpuMsPerRequest.database ?? 'n/a'}, load generator ${m.cpuMsPerRequest.loadGenerator}`);
      results.push(m);
    }
  } finally {
    await server.stop();
  }
  const loadAfter = loadavg();
  console.log(`[bench] /proc/loadavg before ${loadBefore}, after ${loadAfter}`);
  const base = results.find((r) => r.name === 'health');
  const run = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.arch()}` },
    database: store === 'postgres'
      ? `PostgreSQL ${(await serverVersion(data)) ?? ''} (one server; API pool of ${process.env.PG_POOL_MAX ?? '10, the default'})`.replace('  ', ' ')
      : 'PGlite (one embedded single-threaded PostgreSQL)',
    listings: BENCH_LISTINGS,
    connections: CONNECTIONS,
    secondsEach: SECONDS,
    warmupSecondsEach: WARMUP,
    searchCacheTtlMs: Number(process.env.CATALOG_CACHE_TTL_MS ?? 30_000),
    loadavg: { before: loadBefore, after: loadAfter },
    target: 'SearchProperty > 1,000 req/s with p99 < 50 ms',
    results: results.map((r) => ({
      ...r,
      vsBaseline: base ? {
        requestsPerSec: Math.round((r.requestsPerSec / base.requestsPerSec) * 1000) / 1000,
        p50: base.p50Ms ? Math.round((r.p50Ms / base.p50Ms) * 100) / 100 : null,
        p99: base.p99Ms ? Math.round((r.p99Ms / base.p99Ms) * 100) / 100 : null,
      } : undefined,
    })),
  };
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.json');
  const previous = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const stores = (previous.stores ?? {}) as Record<string, Record<string, unknown>>;
  let out: Record<string, unknown>;
  if (store === 'pglite' && !ONLY.length && !LABEL) {
    out = { ...run, ...extra, stores };
  } else {
    stores[store] = { ...stores[store], [LABEL || 'latest']: { ...run, ...extra } };
    out = { ...previous, stores };
  }
  fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`[bench] wrote ${file}`);
}

async function serverVersion(data: Awaited<ReturnType<typeof ensureBenchData>>): Promise<string | undefined> {
  const db = await openBenchDb(data);
  try {
    return (await db.one<{ v: string }>(`SELECT current_setting('server_version') AS v`))?.v;
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error('[bench] failed', err);
  process.exit(1);
});
