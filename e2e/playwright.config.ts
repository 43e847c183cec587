import { defineConfig, devices } from '@playwright/test';
import { SHELL_URL } from './support/ports';

/**
 * System Chromium (never `playwright install`), one worker, a desktop and a mobile project. No
 * retries: a journey that passes only on its second try is a bug, not a pass. In CI a committed
 * `test.only` fails the run. A failed journey keeps its trace and a screenshot in .tmp/test-results.
 */
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  workers: 1,
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      // the journeys that stop, redeploy or break a server run once, on desktop
      testIgnore: /remote-(down|redeploy)|server-rendering-fallbacks/,
    },
  ],
});
