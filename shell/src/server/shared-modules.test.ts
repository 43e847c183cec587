/**
 * @jest-environment node
 */
import { i18nReady } from '@portal/shared/i18n';
import { PORTAL_SHARED_SUBPATHS } from '@portal/shared/mf';
import { PORTAL_SHARED_MODULES } from './shared-modules';

// importing the modules starts the page i18n loading its first messages: let it finish
afterAll(() => i18nReady());

it('hands the remotes\' server bundles every subpath the federation config shares, and only those', () => {
  expect(Object.keys(PORTAL_SHARED_MODULES).sort()).toEqual(PORTAL_SHARED_SUBPATHS.map((sub) => `@portal/shared/${sub}`).sort());
  for (const mod of Object.values(PORTAL_SHARED_MODULES)) expect(Object.keys(mod as object).length).toBeGreaterThan(0);
});
