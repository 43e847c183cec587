import { defineConfig, devices } from '@playwright/test';
import { SHELL_URL } from './support/ports';

/**
 * System Chromium (never `playwright install`). The journeys share one stack: the desktop and
 * mobile projects run on E2E_WORKERS workers (1 by default: two browsers beside the stack on a
 * 2-core machine made journeys miss their timeouts; set 2 or more where there are cores); the
 * journeys that stop, rebuild or break a server (named *-down*, *-redeploy* or
 * server-rendering-fallbacks) run afterwards in the `servers` project, one at a time on desktop,
 * so nothing else is using the server they take away. No retries: a journey that passes only on
 * its second try is a bug, not a pass. In CI a committed `test.only` fails the run. A failed
 * journey keeps its trace and a screenshot in .tmp/test-results.
 */
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

const SERVERS = /(-down|-redeploy|server-rendering-fallbacks)[^/]*\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  workers: Number(process.env.E2E_WORKERS ?? 1),
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, testIgnore: SERVERS },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, testIgnore: SERVERS },
    {
      name: 'servers',
      use: { ...devices['Desktop Chrome'], launchOptions },
      testMatch: SERVERS,
      workers: 1,
      dependencies: ['desktop', 'mobile'],
    },
  ],
});
