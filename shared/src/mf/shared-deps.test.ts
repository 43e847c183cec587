import sharedPackage from '../../package.json';
import { HOST_EAGER, PORTAL_SHARED_SUBPATHS, PORTAL_SHARED_TEST_SUBPATHS, PORTAL_SHARED_VERSION, SHARED_VERSIONS, hostSharedDeps, sharedDeps } from './shared-deps';

describe('sharedDeps', () => {
  it('keeps the shared ranges equal to the dependencies of @portal/shared', () => {
    const deps = sharedPackage.dependencies as Record<string, string>;
    for (const [name, range] of Object.entries(SHARED_VERSIONS)) {
      expect({ name, range: deps[name] }).toEqual({ name, range });
    }
    expect(PORTAL_SHARED_VERSION).toBe(sharedPackage.version);
  });

  it('shares every browser subpath of the exports map explicitly, as a singleton', () => {
    const testOnly: readonly string[] = PORTAL_SHARED_TEST_SUBPATHS;
    const all = Object.keys(sharedPackage.exports).filter((k) => k !== './package.json').map((k) => k.slice(2));
    expect(all).toEqual(expect.arrayContaining([...testOnly]));
    const exported = all.filter((sub) => !testOnly.includes(sub));
    expect([...PORTAL_SHARED_SUBPATHS].sort()).toEqual(exported.sort());
    const map = sharedDeps();
    for (const sub of exported) expect(map[`@portal/shared/${sub}`]).toMatchObject({ singleton: true, requiredVersion: false, version: PORTAL_SHARED_VERSION });
    for (const sub of testOnly) expect(map[`@portal/shared/${sub}`]).toBeUndefined();
    // the libraries keep their ranges: a remote built against another React is warned about
    for (const lib of ['react', 'react-dom', 'react-dom/', 'react-router', 'i18next', 'react-i18next', 'zustand', 'dayjs']) {
      expect(map[lib]).toMatchObject({ singleton: true, requiredVersion: expect.stringMatching(/^\^\d/) });
    }
  });
});

describe('hostSharedDeps', () => {
  it('bundles what the shell starts with into its entry, and leaves zod, forms, formatting and dayjs lazy', () => {
    const host = hostSharedDeps();
    const remote = sharedDeps();
    expect(Object.keys(host).sort()).toEqual(Object.keys(remote).sort());
    for (const name of HOST_EAGER) expect([name, host[name]?.eager]).toEqual([name, true]);
    for (const name of ['@portal/shared/contracts', '@portal/shared/forms', '@portal/shared/format', '@portal/shared/url', '@portal/shared/calc', 'dayjs', 'dayjs/']) {
      expect([name, host[name]?.eager]).toEqual([name, undefined]);
    }
    // remotes never bundle a shared library eagerly: they use the shell's copies
    expect(Object.values(remote).some((config) => config.eager)).toBe(false);
  });
});
