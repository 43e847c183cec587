#!/usr/bin/env node
/**
 * npm run bench: production build, the whole stack on bench ports (fresh database), then
 * Lighthouse 12 (mobile preset, system Chromium) on each page of PAGES (one unmeasured warm-up
 * load each, then BENCH_RUNS measured ones, median), each beside its limit: the same server HTML
 * without its scripts (bench-reference.mjs), measured in the same minute, so that the gap in score
 * and the ratio of LCP travel between machines where absolute scores do not. Then the shell
 * server's rendering throughput on the buy list and the sale detail (autocannon, 10 s, 8
 * connections, a phone's User-Agent), kept pages (hits) and rendered ones (misses: the cache off),
 * with one process and with one per core. Writes everything, with the machine's load average
 * before and after, to bench/results.json. BENCH_ONLY=server measures the page server alone (no
 * Lighthouse) and replaces only its figures in bench/results.json. BENCH_PAGES=a,b measures only
 * those pages (their figures replace theirs); BENCH_BUSY=1 keeps one other process loading a core
 * for the whole run and keeps its figures apart, under pagesBusyCore. Each page's figures say how
 * they were measured (date, runs, load average).
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, ROOT, SHELL as SHELL_APP } from './apps.mjs';
import { startReference } from './bench-reference.mjs';
import { ensureBuilt, startStack, startStatic, waitForHttp } from './stack.mjs';

const ENV = {
  PORT_API: '4200',
  ...Object.fromEntries([SHELL_APP, ...REMOTES].map((app) => [`PORT_${app.env}`, String(app.port + 200)])),
};
const SHELL = `http://localhost:${ENV.PORT_SHELL}`;
const REFERENCE_PORT = 3290;
const REFERENCE = `http://localhost:${REFERENCE_PORT}`;
const API = `http://localhost:${ENV.PORT_API}/api`;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const RUNS = Number(process.env.BENCH_RUNS ?? 1);

function lighthouse(url, out) {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/lighthouse'), [
      url, `--chrome-flags=${FLAGS}`, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet',
    ], { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exited ${code}`))));
  });
}

function startMark(audits) {
  const mark = audits['user-timings']?.details?.items?.find((t) => t.name === 'hh:start');
  return mark ? Math.round(mark.startTime) : null;
}

function summarize(report) {
  const audits = report.audits;
  const requests = audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    jsTransferBytes: scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0),
    jsRequests: scripts.length,
    // when the load event came and when the start-up began (it requests the site's scripts): a
    // served page starts once it is idle, after its load event (null: no start-up, the limit page)
    loadMs: Math.round(audits.metrics?.details?.items?.[0]?.observedLoad ?? 0),
    startMs: startMark(audits),
  };
}

async function api(path, body) {
  const init = body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {};
  const answer = await fetch(`${API}${path}`, init).then((r) => r.json());
  return answer.result;
}

/** the pages measured: home, a list and a detail of the listings, and a page of every other remote (a name and the path of a real page, found through the API) */
const PAGES = [
  ['home', async () => '/'],
  ['buyList', async () => '/buy'],
  ['saleDetail', async () => `/buy-property-${(await api('/Property/SearchProperty', { pageIndex: 1, pageCount: 1, order: 0, rentalType: 1 })).items[0].propertyID}.html`],
  ['estateDetail', async () => `/estate-${(await api('/Estate/SearchEstate', { pageIndex: 1, pageCount: 1 })).items[0].estateID}`],
  ['newsArticle', async () => `/news/${(await api('/Information/SearchInformation', { pageIndex: 1, pageCount: 1, kind: 'news' })).items[0].informationID}/`],
  ['newPropertyDetail', async () => `/new-property-${(await api('/NewEstate/SearchNewEstate', { pageIndex: 1, pageCount: 1 })).items[0].estateId}.html`],
  ['marketData', async () => '/market-data'],
  ['housegpt', async () => '/housegpt'],
  ['signIn', async () => '/member/sign-in'],
];

async function measure(url, runs, tmp, label) {
  // one unmeasured load first, as on a site that is already running: the static servers have
  // compressed the chunks and the API has its caches (the first load after a start pays both)
  await lighthouse(url, path.join(tmp, `${label}-warm.json`));
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const out = path.join(tmp, `${label}-${i}.json`);
    await lighthouse(url, out);
    results.push(summarize(JSON.parse(fs.readFileSync(out, 'utf8'))));
  }
  return { ...Object.fromEntries(Object.keys(results[0]).map((k) => [k, median(results.map((r) => r[k]))])), url };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

// ---- the shell's page server: rendering throughput, kept pages (hits) and rendered ones (misses) ----

/** the page server's figures are measured on these pages, with 1 and with this many processes */
const SERVER_PAGES = ['buyList', 'saleDetail'];
const SERVER_PROCESSES = [1, Math.max(2, os.availableParallelism())];
const SERVER_PORT = 3280;
/** what a browser sends: the page server answers a kept page gzip, from pieces compressed once */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

/** seconds of the same load before each measurement (not counted): the page server has just started, and its first renders of a page compile its code */
const SERVER_WARMUP_S = 3;

/** server rendering under load: every answer must be a rendered page (200 with the hydration state) */
async function renderThroughput(url, connections = 8) {
  const headers = { 'user-agent': PHONE_UA, 'accept-encoding': BROWSER_ENCODING };
  // the first request renders (and, with the cache on, keeps) the page
  const sample = await fetch(url, { headers: { 'user-agent': PHONE_UA } }).then((r) => r.text());
  if (!sample.includes('id="hh-ssr"')) throw new Error(`${url} was not rendered on the server`);
  await autocannon({ url, connections, duration: SERVER_WARMUP_S, headers });
  const result = await autocannon({ url, connections, duration: 10, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50, p99Ms: result.latency.p99,
    non2xx: result.non2xx, errors: result.errors,
  };
}

/** a page server of the bench's stack on its own port: `processes` (SHELL_WORKERS), the cache on (hits) or off (misses) */
async function startPageServer(port, processes, cache) {
  const env = { ...process.env, ...ENV, API_BASE: API, PORT_SHELL: String(port), SHELL_WORKERS: String(processes), PAGE_CACHE_TTL_MS: cache ? '60000' : '0' };
  const child = startStatic(SHELL_APP, { env, quiet: true });
  await waitForHttp(`http://localhost:${port}/health`, { child });
  return child;
}

/** hits (the cache on: every answer a kept page) and misses (PAGE_CACHE_TTL_MS=0: every answer rendered) of SERVER_PAGES, per process count */
async function serverBench(paths) {
  const loadBefore = os.loadavg();
  const runs = [];
  let port = SERVER_PORT;
  for (const processes of SERVER_PROCESSES) {
    for (const cache of [true, false]) {
      port += 1;
      const child = await startPageServer(port, processes, cache);
      try {
        const pages = {};
        for (const name of SERVER_PAGES) {
          pages[name] = await renderThroughput(`http://localhost:${port}${paths[name]}`);
          // a miss on its own: one connection, one render at a time (its latency, API calls included)
          if (!cache && processes === 1) pages[name].oneConnection = await renderThroughput(`http://localhost:${port}${paths[name]}`, 1);
          console.log(`[bench] page server, ${processes} process(es), ${cache ? 'hits' : 'misses'}, ${name}: ${JSON.stringify(pages[name])}`);
        }
        runs.push({ processes, answers: cache ? 'hit' : 'miss', pages });
      } finally {
        child.kill('SIGTERM');
        await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
      }
    }
  }
  return {
    connections: 8, durationS: 10, warmupS: SERVER_WARMUP_S, userAgent: 'phone', acceptEncoding: BROWSER_ENCODING,
    hit: 'PAGE_CACHE_TTL_MS=60000, the page kept by the first request', miss: 'PAGE_CACHE_TTL_MS=0: every request rendered',
    cpus: os.availableParallelism(), loadAverage: { before: loadBefore, after: os.loadavg() }, runs,
  };
}

/** BENCH_ONLY=server: the page server's figures alone (no Lighthouse), written into bench/results.json beside the others */
async function serverOnly() {
  await ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-bench-db-'));
  const stack = await startStack({ env: { ...process.env, ...ENV, DATA_DIR: dataDir }, quiet: true });
  try {
    const paths = Object.fromEntries(await Promise.all(PAGES.filter(([name]) => SERVER_PAGES.includes(name)).map(async ([name, find]) => [name, await find()])));
    const serverRendering = await serverBench(paths);
    const file = path.join(ROOT, 'bench', 'results.json');
    const results = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify({ ...results, serverRendering: { date: new Date().toISOString(), node: process.version, ...serverRendering } }, null, 2)}\n`);
    console.log(`[bench] page server figures written to ${path.relative(ROOT, file)}`);
  } finally {
    stack.stop();
    setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 500);
  }
}

/** BENCH_PAGES=a,b: only these pages (their figures replace theirs in bench/results.json, the rest kept) */
const ONLY_PAGES = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(',')) : undefined;

/** BENCH_BUSY=1: one other process loads a core for the whole run (the second condition) */
function busyCore() {
  if (process.env.BENCH_BUSY !== '1') return undefined;
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

async function main() {
  const buildTimes = await ensureBuilt({ force: true });
  const busy = busyCore();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-bench-db-'));
  const stack = await startStack({ env: { ...process.env, ...ENV, DATA_DIR: dataDir }, quiet: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-lh-'));
  try {
    const reference = await startReference(REFERENCE_PORT, SHELL);
    const results = {};
    const pages = {};
    const loadBefore = os.loadavg();
    try {
      for (const [name, find] of PAGES.filter(([n]) => !ONLY_PAGES || ONLY_PAGES.has(n))) {
        const pagePath = await find();
        pages[name] = `${SHELL}${pagePath}`;
        const page = await measure(pages[name], RUNS, tmp, name);
        const limit = await measure(`${REFERENCE}${pagePath}`, RUNS, tmp, `${name}-limit`);
        results[name] = {
          ...page, limit,
          scoreBelowLimit: limit.performance - page.performance,
          lcpRatio: Number((page.lcpMs / limit.lcpMs).toFixed(2)),
        };
        console.log(`[bench] ${name}: score ${page.performance} (limit ${limit.performance}), LCP ${page.lcpMs} ms (limit ${limit.lcpMs} ms, x${results[name].lcpRatio}), TBT ${page.tbtMs} ms, JS ${Math.round(page.jsTransferBytes / 1024)} KB requested from ${page.startMs} ms (load event ${page.loadMs} ms)`);
      }
    } finally {
      reference.close();
    }
    const loadAfter = os.loadavg();
    busy?.kill();
    const file = path.join(ROOT, 'bench', 'results.json');
    const before = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
    const serverRendering = ONLY_PAGES ? before.serverRendering
      : await serverBench(Object.fromEntries(SERVER_PAGES.map((name) => [name, new URL(pages[name]).pathname])));
    // each page keeps how it was measured, so that runs of some pages (BENCH_PAGES) and runs with
    // a busy core (kept apart, under pagesBusyCore) can sit beside the others in one file
    const measured = { date: new Date().toISOString(), runs: RUNS, loadAverage: { before: loadBefore, after: loadAfter } };
    for (const name of Object.keys(results)) results[name] = { ...results[name], measured };
    const merged = (kept) => (ONLY_PAGES ? { ...kept, ...results } : results);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify({
      date: new Date().toISOString(), lighthouse: '12 (mobile preset, simulated throttling)', runsPerPage: RUNS,
      node: process.version, cpus: os.cpus().length, loadAverage: { before: loadBefore, after: loadAfter }, busyCore: Boolean(busy), buildMs: buildTimes,
      limit: 'the same server HTML without its scripts, measured in the same run (scoreBelowLimit, lcpRatio)',
      pages: busy ? before.pages : merged(before.pages),
      pagesBusyCore: busy ? merged(before.pagesBusyCore) : before.pagesBusyCore,
      serverRendering,
    }, null, 2)}\n`);
    console.log(`[bench] written to ${path.relative(ROOT, file)}`);
  } finally {
    busy?.kill();
    stack.stop();
    if (process.env.BENCH_KEEP_REPORTS) console.log(`[bench] reports kept in ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
    setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 500);
  }
}

(process.env.BENCH_ONLY === 'server' ? serverOnly() : main()).catch((err) => {
  console.error(`[bench] ${err.message}`);
  process.exit(1);
});
