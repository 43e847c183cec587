/**
 * The Module Federation `shared` map, defined once and imported by every app's
 * module-federation.config.ts (shell and every remote). Build-time data only: no imports.
 *
 * Every entry is a singleton, so at run time there is one React, one router, one i18next
 * instance, one set of zustand stores and one API client across the shell and every remote.
 *
 * @portal/shared is shared subpath by subpath, each named explicitly (not a '@portal/shared/'
 * prefix): an explicit key is provided by the shell even when the shell itself does not import
 * it, so the first provider of every subpath is the shell. Subpaths import each other by
 * relative path inside the package; because all of them come from the shell's one build, a
 * relative import (stores -> api) and a shared import (@portal/shared/api) reach the same module
 * instance in the shell's module registry. A remote therefore never brings a second copy of a
 * store or the API client, even for a subpath the shell does not use itself.
 */

/**
 * The file name of every remote's container (its federation config's `filename`): the browser
 * loads a remote by this file beside the manifest URL of runtime-config.json
 * (shell/src/remotes/remote-registry.ts).
 */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** version ranges of the shared libraries (kept equal to shared/package.json by a test) */
export const SHARED_VERSIONS = {
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  'react-router': '^7.18.5',
  i18next: '^27.1.5',
  'react-i18next': '^18.0.2',
  zustand: '^5.1.0',
  dayjs: '^1.11.23',
} as const;

/** the subpaths of @portal/shared's exports map that run in the browser */
export const PORTAL_SHARED_SUBPATHS = [
  'contracts',
  'endpoints',
  'forms',
  'api',
  'i18n',
  'routing',
  'url',
  'format',
  'storage',
  'stores',
  'ui',
  'mf',
  'geo',
  'captcha',
  'remote',
  'calc',
  'seo',
] as const;

/** the subpaths of @portal/shared's exports map for tests only: never shared, never in a browser build */
export const PORTAL_SHARED_TEST_SUBPATHS = ['testing'] as const;

export interface SharedDepConfig {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
  /** bundled into the host's entry script instead of a chunk of its own (hostSharedDeps only) */
  eager?: boolean;
}

export const PORTAL_SHARED_VERSION = '0.1.0';

export function sharedDeps(): Record<string, SharedDepConfig> {
  const map: Record<string, SharedDepConfig> = {};
  for (const [name, range] of Object.entries(SHARED_VERSIONS)) {
    map[name] = { singleton: true, requiredVersion: range };
  }
  // react-dom/client and the other react-dom entry points
  map['react-dom/'] = { singleton: true, requiredVersion: SHARED_VERSIONS['react-dom'] };
  // the automatic JSX runtime is part of react
  map['react/'] = { singleton: true, requiredVersion: SHARED_VERSIONS.react };
  // dayjs locales and plugins (dayjs/locale/zh-hk ...) patch the one dayjs instance
  map['dayjs/'] = { singleton: true, requiredVersion: SHARED_VERSIONS.dayjs };
  // no version range for @portal/shared: every app builds it from the same repository at one
  // version, so a range could never fail, and checking one costs the federation runtime a semver
  // parse (a dozen regular expressions) for every subpath a page consumes while it starts
  for (const sub of PORTAL_SHARED_SUBPATHS) {
    map[`@portal/shared/${sub}`] = { singleton: true, requiredVersion: false, version: PORTAL_SHARED_VERSION };
  }
  return map;
}

/**
 * What the shell starts with, bundled into its entry script (eager) rather than fetched as some
 * twenty chunks after it: one request instead of a queue of them behind the browser's six
 * connections per origin, and no asynchronous share-scope round before the first render
 * (Lighthouse, buy list: TBT 1675 -> 1180 ms, LCP 4.7 -> 4.4 s). The rest (the contracts with
 * zod, the form rules, formatting, the URL codec, dayjs) stays lazy: a remote page loads them
 * when it needs them. Remotes keep sharedDeps(): nothing of theirs is eager.
 */
export const HOST_EAGER: readonly string[] = [
  ...Object.keys(SHARED_VERSIONS).filter((name) => name !== 'dayjs'),
  'react-dom/',
  'react/',
  ...['endpoints', 'api', 'i18n', 'routing', 'stores', 'ui', 'mf', 'storage'].map((sub) => `@portal/shared/${sub}`),
];

export function hostSharedDeps(): Record<string, SharedDepConfig> {
  const map = sharedDeps();
  for (const name of HOST_EAGER) map[name] = { ...map[name]!, eager: true };
  return map;
}
