/**
 * Start-up JavaScript budgets per page, gzip, on the production build (README "Budgets"): what a
 * page downloads to come alive, once it is idle on a page the server rendered (the first-load
 * limit, nothing before idle, is observed by e2e/tests/start-when-idle.spec.ts), at once on a
 * page the browser renders itself. The floor of this stack is the shared libraries every page
 * needs once (react-dom, react-router, i18next, the Module Federation runtime); a budget catches
 * growth. Zod and the contract schemas are not start-up JS (@portal/shared/endpoints; forms load
 * zod when opened).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './first-load';
import { firstLoadByPage } from './measure';

export const BUDGETS_KB: Record<string, number> = {
  shell: 200,
  home: 220,
  homeAllWidgets: 272,
  buyList: 232,
  saleDetail: 237,
  newsList: 230,
  estateList: 230,
  estateDetail: 230,
  newPropertyList: 230,
  newPropertyDetail: 230,
  gbaList: 230,
  newSubscribe: 230,
  signIn: 230,
  memberCentre: 230,
  fav: 230,
  housegpt: 230,
  marketData: 230,
};

/** the apps measured, and the pages of one remote each (npm run new-remote adds its own) */
const BUILT_APPS = ['shell', 'mfe-listings', 'mfe-news', 'mfe-estates', 'mfe-new-properties', 'mfe-member', 'mfe-housegpt', 'mfe-market'];
const REMOTE_PAGES = ['buyList', 'saleDetail', 'newsList', 'estateList', 'estateDetail', 'newPropertyList', 'newPropertyDetail', 'gbaList', 'newSubscribe', 'signIn', 'memberCentre', 'fav', 'housegpt', 'marketData'];

const built = BUILT_APPS.every((app) => fs.existsSync(path.join(ROOT, app, 'dist', 'mf-stats.json')));

(built ? describe : describe.skip)('first-load JS budgets (gzip)', () => {
  const sizes = firstLoadByPage();
  it.each(Object.entries(BUDGETS_KB))('%s stays within %d KB', (page, budget) => {
    const kb = Math.round((sizes[page] ?? Infinity) / 1024);
    expect(kb).toBeLessThanOrEqual(budget);
  });
  it('keeps each remote small beside the shell', () => {
    for (const page of [...REMOTE_PAGES, 'home']) expect(sizes[page]! - sizes.shell!).toBeLessThan(100 * 1024);
    // the home page's four remotes (their entries and widgets) once scrolled: listings, news, new developments, estates
    expect(sizes.homeAllWidgets! - sizes.shell!).toBeLessThan(100 * 1024);
  });
});

if (!built) {
  it('needs a production build first (npm test builds before this step)', () => {
    expect(process.env.CI).not.toBe('true');
  });
}
