/**
 * The server's stand-in for '@module-federation/enhanced/runtime' (the shell's server build
 * aliases it here), so the shell's remote registry runs unchanged on the server:
 * `registerRemotes` records each remote's manifest URL, `loadRemote('mfe_news/NewsListPage')`
 * fetches the remote's server bundle (dist/server/remote.cjs beside its mf-manifest.json, from
 * the remote's own origin), evaluates it once with the shell's shared modules, and returns the
 * exposed module. A remote redeployed alone is picked up within a second (the bundle is asked
 * again with its ETag), the shell's server is never rebuilt for it.
 */
import vm from 'node:vm';
import { SHARED_VERSIONS } from '@portal/shared/mf';
import { PORTAL_SHARED_MODULES } from './shared-modules';

declare const __non_webpack_require__: NodeJS.Require;

/** the shared libraries (and their subpaths) a server bundle may require(): the server's own copies */
const SHARED_LIBRARIES = Object.keys(SHARED_VERSIONS);
const isSharedLibrary = (id: string) => SHARED_LIBRARIES.some((name) => id === name || id.startsWith(`${name}/`));
const REVALIDATE_MS = 1000;
const FETCH_TIMEOUT_MS = 3000;

export interface ServerContainer {
  exposes: Record<string, () => Promise<unknown>>;
}

interface Cached<T> {
  etag: string | null;
  checkedAt: number;
  value: T;
  parse: (text: string) => T;
  /** when asking again last failed (the remote is down), and when */
  failedAt?: number;
}

const manifests = new Map<string, string>();
const cache = new Map<string, Cached<unknown>>();
const inFlight = new Map<string, Promise<unknown>>();
/** counts the changes of the remotes' files: a new version, a remote going down or coming back */
let changes = 0;

/**
 * A file of a remote's origin, parsed once per version: asked again with its ETag when older
 * than a second (a redeploy shows on the next page), concurrent askers share one request.
 */
export async function revalidated<T>(url: string, parse: (text: string) => T): Promise<T> {
  const cached = cache.get(url) as Cached<T> | undefined;
  if (cached && Date.now() - cached.checkedAt < REVALIDATE_MS) return cached.value;
  let pending = inFlight.get(url) as Promise<T> | undefined;
  if (!pending) {
    pending = (async () => {
      try {
        const res = await fetch(url, {
          headers: cached?.etag ? { 'if-none-match': cached.etag } : {},
          signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        });
        if (res.status === 304 && cached) {
          if (cached.failedAt !== undefined) changes += 1; // back up
          cached.checkedAt = Date.now();
          cached.failedAt = undefined;
          return cached.value;
        }
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
        const value = parse(await res.text());
        if (cached) changes += 1; // a new version
        cache.set(url, { etag: res.headers.get('etag'), checkedAt: Date.now(), value, parse });
        return value;
      } catch (error) {
        if (cached && cached.failedAt === undefined) changes += 1; // gone down (or its new version is broken)
        if (cached) cached.failedAt = Date.now();
        throw error;
      }
    })().finally(() => inFlight.delete(url));
    inFlight.set(url, pending);
  }
  return pending;
}

/**
 * The version of the remotes as this server knows them (the page server's cache keeps a page only
 * while it is the same): every remote file loaded so far is asked again, with its ETag, when its
 * last look is a second old, as a render would; the number changes when one of them has a new
 * version, goes down or comes back. A file that failed is asked again at most once a second here.
 */
export function remotesVersion(): number | Promise<number> {
  const now = Date.now();
  const due = [...cache].filter(([, c]) => now - c.checkedAt >= REVALIDATE_MS && (c.failedAt === undefined || now - c.failedAt >= REVALIDATE_MS));
  if (!due.length) return changes;
  return Promise.all(due.map(([url, c]) => revalidated(url, c.parse).catch(() => undefined))).then(() => changes);
}

export function registerRemotes(remotes: ReadonlyArray<{ name: string; entry: string }>, _options?: { force?: boolean }): void {
  for (const r of remotes) manifests.set(r.name, r.entry);
}

function sharedRequire(id: string): unknown {
  if (Object.prototype.hasOwnProperty.call(PORTAL_SHARED_MODULES, id)) return PORTAL_SHARED_MODULES[id];
  if (isSharedLibrary(id)) return __non_webpack_require__(id);
  throw new Error(`a remote's server bundle required "${id}", which the shell does not share`);
}

/** Runs a CommonJS bundle with the shared modules as its require(). */
export function evaluateBundle(code: string, filename: string): ServerContainer {
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename }) as (
    exports: unknown, require: (id: string) => unknown, module: { exports: unknown }, filename: string, dirname: string) => void;
  const module: { exports: unknown } = { exports: {} };
  wrapper(module.exports, sharedRequire, module, filename, '');
  const value = module.exports as Partial<ServerContainer>;
  if (!value || typeof value.exposes !== 'object') throw new Error(`${filename} is not a remote's server bundle`);
  return value as ServerContainer;
}

/** the server bundle of the remote whose manifest is `manifestUrl` */
export function serverBundleUrl(manifestUrl: string): string {
  return new URL('server/remote.cjs', manifestUrl).href;
}

function manifestUrl(name: string): string {
  const manifest = manifests.get(name);
  if (!manifest) throw new Error(`remote "${name}" is not registered`);
  return manifest;
}

function container(name: string): Promise<ServerContainer> {
  const url = serverBundleUrl(manifestUrl(name));
  return revalidated(url, (code) => evaluateBundle(code, url));
}

/** 'mfe_news/NewsListPage' -> the exposed module of mfe_news's server bundle */
export async function loadRemote<T>(id: string): Promise<T | null> {
  const slash = id.indexOf('/');
  const name = id.slice(0, slash);
  const expose = `./${id.slice(slash + 1)}`;
  const exposes = (await container(name)).exposes;
  const load = Object.prototype.hasOwnProperty.call(exposes, expose) ? exposes[expose] : undefined;
  if (!load) throw new Error(`${id} is not exposed by the remote's server bundle`);
  return (await load()) as T;
}

interface ManifestExpose {
  name: string;
  assets?: { css?: { sync?: string[]; async?: string[] } };
}

/**
 * The stylesheets of an exposed module (its manifest's css, sync and async: the async ones hold
 * the UI kit's and the features' styles the page renders with), as URLs: the page links them.
 */
export async function exposedStyles(id: string): Promise<string[]> {
  const slash = id.indexOf('/');
  const url = manifestUrl(id.slice(0, slash));
  const exposes = await revalidated(url, (text) => (JSON.parse(text) as { exposes?: ManifestExpose[] }).exposes ?? []);
  const expose = exposes.find((e) => e.name === id.slice(slash + 1));
  const css = expose?.assets?.css;
  return [...(css?.sync ?? []), ...(css?.async ?? [])].map((file) => new URL(file, url).href);
}
