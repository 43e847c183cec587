import fs from 'node:fs';
import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { SHELL_URL } from './support/ports';

/**
 * System Chromium (never `playwright install`): its headless shell where it is installed (Debian's
 * chromium-headless-shell, which .ci/run installs; Playwright's own choice for headless runs, the
 * same engine without the browser's UI, about 15 % less CPU per journey on two cores), else the
 * browser. CHROME_PATH names another. The journeys share one stack: the desktop and mobile
 * projects run on one worker per core, at most two (E2E_WORKERS sets another count); on two cores
 * two workers took them from about 420 s to 310 s. The one click two saturated cores ever lost was
 * a real layout shift (cards taking their height as they came into view), since fixed. The
 * journeys that stop, rebuild or break a server (named *-down*, *-redeploy* or
 * server-rendering-fallbacks) run afterwards in the `servers` project, one at a time on desktop,
 * so nothing else is using the server they take away. No retries: a journey that passes only on
 * its second try is a bug, not a pass. In CI a committed `test.only` fails the run. A failed
 * journey keeps a screenshot in .tmp/test-results. Traces are off (recording one cost 17 % of the
 * journeys' time, screencast and DOM snapshots on every step, kept only for the rare failure):
 * `npx playwright test --trace retain-on-failure` records them when chasing a failure.
 */
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p)),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

const SERVERS = /(-down|-redeploy|server-rendering-fallbacks)[^/]*\.spec\.ts$/;

/**
 * The phone layout differs from the desktop one in the navigation, the home widgets, the listing
 * filters (a sheet below 992 px), grid, detail actions and report dialog, the new-development list
 * and the server's device-specific render. The mobile project runs the journeys through those and
 * each remote's main journey, with axe; these files test what no viewport changes (heads, status
 * codes, redirects, language cookies, framing, article and guide links, deal and room-type pages,
 * the GBA pages, merges and messages between members) and run on desktop only. A test tagged
 * @desktop (one language of a journey repeated per language) likewise.
 */
const DESKTOP_ONLY = /\/(seo|server-rendering|routing|locales|embedding|static-serving|news-guides|news-search|estates-room-type|estates-fair-price|listings-around|new-properties-gba|member-bookmarks|member-messages|member-listing)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  workers: Number(process.env.E2E_WORKERS ?? Math.min(2, os.availableParallelism())),
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '.tmp/test-results',
  use: {
    baseURL: SHELL_URL,
    locale: 'zh-HK',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, testIgnore: SERVERS },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, testIgnore: [SERVERS, DESKTOP_ONLY], grepInvert: /@desktop\b/ },
    {
      name: 'servers',
      use: { ...devices['Desktop Chrome'], launchOptions },
      testMatch: SERVERS,
      workers: 1,
      dependencies: ['desktop', 'mobile'],
    },
  ],
});
