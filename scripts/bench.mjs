#!/usr/bin/env node
/**
 * npm run bench: production build, the whole stack on bench ports (fresh database), then
 * Lighthouse 12 (mobile preset, system Chromium) on the home page, the buy list and a sale
 * detail (one unmeasured warm-up load each, then BENCH_RUNS measured ones, median), then the
 * shell server's rendering throughput on the buy list and the sale detail (autocannon, 10 s, 8
 * connections, a phone's User-Agent). Writes performance score, LCP, TBT, CLS and JS bytes per
 * page, and requests per second with latency per rendered page, to bench/results.json.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { ensureBuilt, startStack } from './stack.mjs';

const ENV = { PORT_API: '4200', PORT_SHELL: '3200', PORT_LISTINGS: '3201', PORT_NEWS: '3204' };
const SHELL = `http://localhost:${ENV.PORT_SHELL}`;
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
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/** server rendering under load: every answer must be a rendered page (200 with the hydration state) */
async function renderThroughput(url) {
  const result = await autocannon({ url, connections: 8, duration: 10, headers: { 'user-agent': PHONE_UA, 'accept-encoding': 'br' } });
  const sample = await fetch(url, { headers: { 'user-agent': PHONE_UA } }).then((r) => r.text());
  if (!sample.includes('id="hh-ssr"')) throw new Error(`${url} was not rendered on the server`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50, p99Ms: result.latency.p99,
    non2xx: result.non2xx, errors: result.errors,
  };
}

async function main() {
  const buildTimes = await ensureBuilt({ force: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-bench-db-'));
  const stack = await startStack({ env: { ...process.env, ...ENV, DATA_DIR: dataDir }, quiet: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-lh-'));
  try {
    const search = await fetch(`${API}/Property/SearchProperty`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pageIndex: 1, pageCount: 1, order: 0, rentalType: 1 }),
    }).then((r) => r.json());
    const id = search.result.items[0].propertyID;
    const pages = { home: `${SHELL}/`, buyList: `${SHELL}/buy`, saleDetail: `${SHELL}/buy-property-${id}.html` };
    const results = {};
    for (const [name, url] of Object.entries(pages)) {
      // one unmeasured load first, as on a site that is already running: the static servers have
      // compressed the chunks and the API has its caches (the first load after a start pays both)
      await lighthouse(url, path.join(tmp, `${name}-warm.json`));
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const out = path.join(tmp, `${name}-${i}.json`);
        await lighthouse(url, out);
        runs.push(summarize(JSON.parse(fs.readFileSync(out, 'utf8'))));
      }
      results[name] = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
      results[name].url = url;
      console.log(`[bench] ${name}: ${JSON.stringify(results[name])}`);
    }
    const serverRendering = {};
    for (const name of ['buyList', 'saleDetail']) {
      serverRendering[name] = await renderThroughput(pages[name]);
      console.log(`[bench] server rendering ${name}: ${JSON.stringify(serverRendering[name])}`);
    }
    const file = path.join(ROOT, 'bench', 'results.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify({
      date: new Date().toISOString(), lighthouse: '12 (mobile preset, simulated throttling)', runsPerPage: RUNS,
      node: process.version, cpus: os.cpus().length, buildMs: buildTimes, pages: results,
      serverRendering: { connections: 8, durationS: 10, userAgent: 'phone', pages: serverRendering },
    }, null, 2)}\n`);
    console.log(`[bench] written to ${path.relative(ROOT, file)}`);
  } finally {
    stack.stop();
    if (process.env.BENCH_KEEP_REPORTS) console.log(`[bench] reports kept in ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
    setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 500);
  }
}

main().catch((err) => {
  console.error(`[bench] ${err.message}`);
  process.exit(1);
});
