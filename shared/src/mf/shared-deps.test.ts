import sharedPackage from '../../package.json';
import { PORTAL_SHARED_SUBPATHS, PORTAL_SHARED_VERSION, SHARED_VERSIONS, sharedDeps } from './shared-deps';

describe('sharedDeps', () => {
  it('keeps the shared ranges equal to the dependencies of @portal/shared', () => {
    const deps = sharedPackage.dependencies as Record<string, string>;
    for (const [name, range] of Object.entries(SHARED_VERSIONS)) {
      expect({ name, range: deps[name] }).toEqual({ name, range });
    }
    expect(PORTAL_SHARED_VERSION).toBe(sharedPackage.version);
  });

  it('shares every browser subpath of the exports map explicitly, as a singleton', () => {
    const exported = Object.keys(sharedPackage.exports)
      .filter((k) => k !== './package.json')
      .map((k) => k.slice(2));
    expect([...PORTAL_SHARED_SUBPATHS].sort()).toEqual(exported.sort());
    const map = sharedDeps();
    for (const sub of exported) expect(map[`@portal/shared/${sub}`]).toMatchObject({ singleton: true });
    for (const lib of ['react', 'react-dom', 'react-dom/', 'react-router', 'i18next', 'react-i18next', 'zustand', 'axios', 'dayjs']) {
      expect(map[lib]).toMatchObject({ singleton: true });
    }
  });
});
