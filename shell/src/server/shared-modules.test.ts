/**
 * @jest-environment node
 */
import { PORTAL_SHARED_SUBPATHS } from '@portal/shared/mf';
import { PORTAL_SHARED_MODULES } from './shared-modules';

it('hands the remotes\' server bundles every subpath the federation config shares, and only those', () => {
  expect(Object.keys(PORTAL_SHARED_MODULES).sort()).toEqual(PORTAL_SHARED_SUBPATHS.map((sub) => `@portal/shared/${sub}`).sort());
  for (const mod of Object.values(PORTAL_SHARED_MODULES)) expect(Object.keys(mod as object).length).toBeGreaterThan(0);
});
