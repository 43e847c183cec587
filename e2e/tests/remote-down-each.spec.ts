/**
 * Every remote of the repository, stopped in turn (found from scripts/apps.mjs, so a new remote is
 * covered when it is added): the home page still works, the remote's own page shows the localized
 * "unavailable" page inside the layout, another remote's page is unaffected, and once the remote is
 * back, "Try again" loads it without a page reload.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@portal/shared/routing';
import { REMOTES, ROOT, existsInRepo } from '../../scripts/apps.mjs';
import { startRemote, stopRemote } from '../support/remote-control';
import { expect, test } from '../support/test';

test.describe.configure({ mode: 'serial' });

const present = REMOTES.filter(existsInRepo);

/** the first path of a remote's routes that needs no parameter and whose page the remote's build exposes (/buy, /news) */
function pageOf(key: string): string {
  const remote = present.find((r) => r.key === key);
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, remote?.dir ?? '', 'dist/mf-manifest.json'), 'utf8')) as { exposes: { name: string }[] };
  const exposed = new Set(manifest.exposes.map((e) => e.name));
  for (const route of ROUTES) {
    const plain = route.remote === key && !route.auth && exposed.has(route.page) ? route.patterns.find((p) => !/[:*]/.test(p)) : undefined;
    if (plain) return `/en-us${plain}`;
  }
  throw new Error(`${key} exposes no page of a route without parameters`);
}

for (const remote of present) {
  test(`with ${remote.dir} stopped, its page says it is unavailable and the rest of the site works`, async ({ page }) => {
    const other = present.find((r) => r !== remote);
    await stopRemote(remote.dir);
    try {
      await page.goto('/en-us');
      await expect(page.getByRole('heading', { level: 1, name: 'Find your home in Hong Kong' })).toBeVisible();

      await page.goto(pageOf(remote.key));
      await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
      await expect(page.locator('header')).toBeVisible();

      if (other) {
        await page.goto(pageOf(other.key));
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByTestId('section-unavailable')).toHaveCount(0);
        await page.goto(pageOf(remote.key));
        await expect(page.getByTestId('section-unavailable')).toBeVisible();
      }

      await startRemote(remote.dir);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByTestId('section-unavailable')).toHaveCount(0);
      await expect(page.getByRole('main')).toBeVisible();
    } finally {
      await startRemote(remote.dir);
    }
  });
}
