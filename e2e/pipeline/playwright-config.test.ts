/**
 * The journeys' pipeline cannot hide a failure: no retries (a journey passing on its second try
 * would count as passed), and in CI a committed `test.only` fails the run instead of quietly
 * running one journey. Proven with the real config on a throwaway spec.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import config from '../playwright.config';

const E2E = path.resolve(__dirname, '..');
const PLAYWRIGHT = path.resolve(E2E, '../node_modules/@playwright/test/cli.js');

test('journeys are never retried', () => {
  expect(config.retries).toBe(0);
});

test('a test.only fails the run in CI and is only a focus outside it', () => {
  fs.mkdirSync(path.join(E2E, '.tmp'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(E2E, '.tmp', 'forbid-only-'));
  try {
    fs.writeFileSync(path.join(dir, 'focused.spec.ts'), "import { test } from '@playwright/test';\ntest.only('focused', () => {});\ntest('other', () => {});\n");
    fs.writeFileSync(
      path.join(dir, 'playwright.config.ts'),
      `import base from '${path.relative(dir, path.join(E2E, 'playwright.config')).split(path.sep).join('/')}';\n` +
        "export default { ...base, testDir: '.', globalSetup: undefined, globalTeardown: undefined, projects: undefined };\n",
    );
    // Playwright refuses to run inside a jest worker: the child gets the environment without jest's marker
    const { JEST_WORKER_ID: _jest, ...env } = process.env;
    const list = (ci: string) =>
      spawnSync(process.execPath, [PLAYWRIGHT, 'test', '--list', '--config', path.join(dir, 'playwright.config.ts')], {
        cwd: E2E, env: { ...env, CI: ci }, encoding: 'utf8',
      });
    const inCi = list('true');
    expect(inCi.status).not.toBe(0);
    expect(`${inCi.stdout}${inCi.stderr}`).toMatch(/forbidOnly/);
    expect(list('').status).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

/** whether a project's testIgnore (one pattern or several) leaves a file out */
function ignores(project: { testIgnore?: unknown } | undefined, file: string): boolean {
  const patterns = [project?.testIgnore ?? []].flat() as RegExp[];
  return patterns.some((p) => p.test(`/${file}`));
}

test('journeys that take a server away run alone, after the others, on desktop', () => {
  const projects = Object.fromEntries((config.projects ?? []).map((p) => [p.name, p]));
  expect(projects.servers?.workers).toBe(1);
  expect(projects.servers?.dependencies).toEqual(['desktop', 'mobile']);
  const servers = projects.servers?.testMatch as RegExp;
  const tests = path.join(E2E, 'tests');
  for (const file of fs.readdirSync(tests).filter((f) => f.endsWith('.spec.ts'))) {
    // a journey that stops, restarts or rebuilds an app goes through support/remote-control.ts
    // (or support/redeploy.ts, built on it)
    const source = fs.readFileSync(path.join(tests, file), 'utf8');
    const disruptive = source.includes('support/remote-control') || source.includes('support/redeploy');
    expect({ file, inServers: servers.test(file) }).toEqual({ file, inServers: disruptive });
    expect({ file, ignoredElsewhere: ignores(projects.desktop, file) && ignores(projects.mobile, file) }).toEqual({ file, ignoredElsewhere: disruptive });
    // every journey that does not take a server away runs on desktop (some on mobile as well)
    expect({ file, onDesktop: !ignores(projects.desktop, file) }).toEqual({ file, onDesktop: !disruptive });
  }
});

test('the phone layout runs the journeys through its own components and each remote\'s main journey', () => {
  const mobile = (config.projects ?? []).find((p) => p.name === 'mobile');
  for (const file of ['journey', 'listings-filters', 'listings-detail', 'listings-a11y', 'home-widgets', 'first-paint', 'estates-journey', 'estates-a11y',
    'new-properties-journey', 'news-a11y', 'market-data', 'member-account', 'housegpt-chat', 'security-headers']) {
    expect({ file, onMobile: !ignores(mobile, `${file}.spec.ts`) }).toEqual({ file, onMobile: true });
  }
  expect({ file: 'seo', onMobile: !ignores(mobile, 'seo.spec.ts') }).toEqual({ file: 'seo', onMobile: false });
});
