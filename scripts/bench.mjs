#!/usr/bin/env node
/**
 * npm run bench: production build, the whole stack on bench ports (fresh database), then
 * Lighthouse 12 (mobile preset, system Chromium) on the home page, the buy list and a sale
 * detail (one unmeasured warm-up load each, then BENCH_RUNS measured ones, median). Writes
 * performance score, LCP, TBT, CLS and JS bytes per page to bench/results.json.
 */
import { spawn } from 'node:child_process';
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
    const file = path.join(ROOT, 'bench', 'results.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify({
      date: new Date().toISOString(), lighthouse: '12 (mobile preset, simulated throttling)', runsPerPage: RUNS,
      node: process.version, cpus: os.cpus().length, buildMs: buildTimes, pages: results,
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
