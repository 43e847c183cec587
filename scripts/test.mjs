#!/usr/bin/env node
/**
 * npm test: lint, the import walls and the type checks (one `tsc -b` build graph) side by side,
 * the browser workspaces' jest tests (one jest run with a project per workspace), the API tests on
 * PGlite (and again on PostgreSQL when TEST_DATABASE_URL is set, the files that open a database),
 * then a production build (two apps at a time) and the Playwright journeys. Stops at the
 * first failing step. The last line is the summary `N passed, N failed`, counting jest test
 * suites, Playwright tests and the other steps one each. A journey that failed and then passed
 * (flaky) counts as failed: the journeys run without retries, and a flaky one is a bug.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { ensureBuilt, run } from './stack.mjs';

const BIN = (name) => path.join(ROOT, 'node_modules/.bin', name);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-test-'));
const results = [];
let passed = 0;
let failed = 0;

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function step(name, fn) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  let outcome;
  try {
    outcome = await fn();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    outcome = { ok: false };
  }
  const counts = outcome.counts ?? (outcome.ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
  if (!outcome.ok && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  results.push({ name, ok: outcome.ok, seconds: outcome.seconds ?? (Date.now() - started) / 1000, counts, failures: outcome.failures });
  if (!outcome.ok) finish();
}

function finish() {
  console.log('\nSummary');
  for (const r of results) {
    const detail = r.counts.passed + r.counts.failed > 1 ? ` (${r.counts.passed} passed, ${r.counts.failed} failed)` : '';
    console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${detail}  ${r.seconds.toFixed(1)} s`);
  }
  if (failed) {
    console.log(`\nStopped at the first failing step: ${results.at(-1).name}`);
    // what failed, in brief, here at the end where a log's last lines are all some readers get
    const briefs = results.flatMap((r) => r.failures ?? []);
    if (briefs.length) console.log(`\nWhat failed (first lines; the whole report is above):\n${briefs.join('\n')}`);
  }
  fs.rmSync(tmp, { recursive: true, force: true });
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

/**
 * Steps that read the tree and share nothing (lint, the walls, the type check) run side by side, one
 * per core; each one's output is printed whole when it ends, so the log reads as if they ran in turn.
 */
async function together(steps) {
  const outcomes = await Promise.all(steps.map(async ([name, cmd, args]) => {
    const started = Date.now();
    const { code, output } = await capture(cmd, args);
    return { name, ok: code === 0, output, seconds: (Date.now() - started) / 1000 };
  }));
  for (const o of outcomes) {
    await step(o.name, async () => {
      process.stdout.write(o.output);
      console.log(`  (ran beside ${outcomes.length - 1} other step(s))`);
      return { ok: o.ok, seconds: o.seconds };
    });
  }
}

function capture(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => { output += c; });
    child.stderr.on('data', (c) => { output += c; });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function jestStep(cwd, extraEnv = {}, label = '') {
  const out = path.join(tmp, `jest-${label}.json`);
  const args = ['--ci', '--passWithNoTests', '--json', `--outputFile=${out}`];
  const env = { ...process.env, ...extraEnv };
  if (cwd === 'api') env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim();
  // one worker per core (jest's default leaves one core idle): the browser tests share nothing, and
  // every API test file has a database of its own (an in-memory PGlite, or a fresh PostgreSQL
  // database). On two cores the browser tests took 148 s on one worker, 93 s on two. The API files
  // also wait (for processes they start and kill, for a rate limit's next minute): one worker more
  // than there are cores keeps the cores busy, 345 s -> 298 s for the PGlite pass on two.
  // Steps are not run beside each other (lint and the type check aside): the PostgreSQL pass beside
  // the journeys, at the lowest priority or on idle CPU time only, slowed the journeys by 16-42 %
  // on two cores and saved at most half a minute.
  const cores = Math.max(1, Math.min(4, os.availableParallelism()));
  if (cwd !== 'e2e') args.push(`--maxWorkers=${cwd === 'api' ? cores + 1 : cores}`);
  const code = await run(BIN('jest'), args, { cwd: path.join(ROOT, cwd), env });
  const report = readJson(out);
  const counts = report ? { passed: report.numPassedTestSuites, failed: report.numFailedTestSuites + (report.numRuntimeErrorTestSuites ?? 0) } : undefined;
  return { ok: code === 0, counts: counts && counts.passed + counts.failed > 0 ? counts : undefined, failures: jestFailures(report) };
}

const ANSI = /\u001b\[[0-9;]*m/g;
/** the first few lines of an error, without colours */
function firstLines(text, n = 6) {
  return String(text ?? '').replace(ANSI, '').split('\n').map((l) => l.trimEnd()).filter(Boolean).slice(0, n).map((l) => `      ${l}`).join('\n');
}

function jestFailures(report) {
  return (report?.testResults ?? []).filter((f) => f.status === 'failed').map((f) => {
    const test = f.assertionResults?.find((a) => a.status === 'failed');
    const where = path.relative(ROOT, f.name);
    return test ? `  ${where} › ${test.fullName}\n${firstLines(test.failureMessages?.[0])}` : `  ${where}\n${firstLines(f.message)}`;
  });
}

/** each failed or flaky journey of a Playwright JSON report: project, file:line, title, the error's first lines */
function playwrightFailures(report) {
  const briefs = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const error = t.results?.find((r) => r.status !== 'passed' && r.status !== 'skipped')?.error;
        const at = error?.location ? ` (failed at line ${error.location.line})` : '';
        briefs.push(`  [${t.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}${at}\n${firstLines(error?.message ?? error?.value)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // the top suites are the files; below them, describe blocks
  for (const file of report?.suites ?? []) walk(file, []);
  return briefs;
}

// npm audit: no high or critical advisory in the production dependencies. When the registry's
// advisory service does not answer (offline, a mirror without it) the audit is reported as not
// done, never as passed.
{
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  let report;
  try {
    report = JSON.parse(audit.stdout);
  } catch {
    report = undefined;
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    console.log(`\n(npm audit --omit=dev: the advisory service did not answer (${report?.message ?? audit.error?.message ?? `exit ${audit.status}`}): NOT checked)`);
  } else {
    await step('npm audit --omit=dev (no high or critical advisory)', async () => {
      const serious = Object.values(report.vulnerabilities ?? {}).filter((v) => v.severity === 'high' || v.severity === 'critical');
      for (const v of serious) console.error(`  ${v.severity} ${v.name} ${v.range ?? ''}: npm audit --omit=dev for details`);
      console.log(`  ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low`);
      return { ok: counts.high + counts.critical === 0 };
    });
  }
}
await together([
  ['eslint', BIN('eslint'), ['.', '--max-warnings=0', '--ignore-pattern', '**/.*/**']],
  // the import walls of eslint.config.mjs, each proved in every spelling against the real config
  ['lint walls', process.execPath, ['--test', 'scripts/lint-walls.test.mjs']],
  // TypeScript 7's native compiler, named by its package: `typescript` is TypeScript 6 (for
  // typescript-eslint), which brings a `tsc` of its own
  ['tsc -b (every workspace)', path.join(ROOT, 'node_modules/@typescript/native/bin/tsc'), ['-b']],
]);
await step('jest (shared, shell and the remotes)', () => jestStep('.', {}, 'browser'));
const pgUrl = process.env.TEST_DATABASE_URL;
await step('api tests on PGlite', () => jestStep('api', { TEST_DATABASE_URL: '' }, 'api-pglite'));
if (pgUrl) await step('api tests on PostgreSQL', () => jestStep('api', { TEST_DATABASE_URL: pgUrl }, 'api-pg'));
else console.log('\n(TEST_DATABASE_URL is not set: the API tests on PostgreSQL are skipped)');
await step('production build', async () => {
  const times = await ensureBuilt({ force: true });
  console.log(Object.entries(times).map(([app, ms]) => `  ${app} ${(ms / 1000).toFixed(1)} s`).join('\n'));
  return { ok: true };
});
await step('jest e2e package (bundle budgets, the journeys’ pipeline, the new-remote generator)', () => jestStep('e2e', {}, 'e2e'));
await step('playwright e2e', async () => {
  const out = path.join(tmp, 'playwright.json');
  const code = await run(BIN('playwright'), ['test'], {
    cwd: path.join(ROOT, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out, HH_SKIP_BUILD: '1' },
  });
  const report = readJson(out);
  const stats = report?.stats;
  const counts = stats ? { passed: stats.expected, failed: stats.unexpected + (stats.flaky ?? 0) } : undefined;
  return { ok: code === 0 && !stats?.flaky, counts, failures: playwrightFailures(report) };
});
finish();
