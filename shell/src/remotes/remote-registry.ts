/**
 * The shell's door to the remotes. A remote is registered (its manifest URL from
 * runtime-config.json) the first time a route or widget needs one of its modules, never before
 * the first render; a retry registers it again with force, so a remote that came back is fetched
 * anew. The shell knows remotes only by key and by the contract types in @portal/shared/mf.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { MESSAGES_EXPOSE, REMOTE_ENTRY_FILE, REMOTE_NAMES, isRemoteKey, remoteModuleId, type RemoteKey } from '@portal/shared/mf';
import type { ComponentType } from 'react';
import { getRuntimeConfig } from '../config/runtime-config';
import { RemoteUnavailableError } from './remote-unavailable-error';

const registered = new Set<RemoteKey>();
/** components that have loaded, by module id: a slot renders them at once (no Suspense round) */
const resolved = new Map<string, ComponentType<never>>();

export function manifestUrlOf(key: string): string | undefined {
  return getRuntimeConfig().remotes[key];
}

/**
 * What the federation runtime is given for a remote. The shell's server loads the remote's server
 * bundle beside its manifest (server/federation-runtime.ts), so it keeps the manifest. The browser
 * loads the remote by its remoteEntry.js beside the manifest: loading by the manifest cost a
 * second fetch and a snapshot of it from which the runtime writes preload tags, a task of 60 to
 * 120 ms on a throttled phone before the first page could hydrate. (The remote's chunks and
 * stylesheets then load as its own runtime asks for them.)
 */
export function federationEntryOf(manifestUrl: string): string {
  if (typeof window === 'undefined') return manifestUrl;
  return new URL(REMOTE_ENTRY_FILE, new URL(manifestUrl, window.location.href)).href;
}

function ensureRegistered(key: RemoteKey, force: boolean): void {
  const manifest = manifestUrlOf(key);
  if (manifest && registered.has(key) && !force) return;
  if (!manifest) throw new RemoteUnavailableError(remoteModuleId(key, '*'), new Error(`remote "${key}" is not in runtime-config.json`));
  registerRemotes([{ name: REMOTE_NAMES[key], entry: federationEntryOf(manifest) }], { force });
  registered.add(key);
}

/** Loads an exposed component; rejects with RemoteUnavailableError when it cannot. */
export async function loadRemoteComponent<P>(remote: string, exposed: string, { retry = false } = {}): Promise<{ default: ComponentType<P> }> {
  if (!isRemoteKey(remote)) throw new RemoteUnavailableError(`${remote}/${exposed}`, new Error(`unknown remote "${remote}"`));
  const id = remoteModuleId(remote, exposed);
  ensureRegistered(remote, retry);
  let mod: { default?: ComponentType<P> } | null;
  try {
    mod = await loadRemote<{ default?: ComponentType<P> }>(id);
  } catch (error) {
    // gone down (the server asks again each second): its last version is not rendered any more
    resolved.delete(id);
    throw new RemoteUnavailableError(id, error);
  }
  if (!mod || typeof mod.default !== 'function') {
    throw new RemoteUnavailableError(id, new Error(`${id} has no default export component`));
  }
  resolved.set(id, mod.default as ComponentType<never>);
  return { default: mod.default };
}

/**
 * The component of a remote module that has already loaded, if any: what a server-rendered page
 * hydrates with (loaded before hydration), and on the server the version its render loaded.
 */
export function loadedRemoteComponent<P>(remote: string, exposed: string): ComponentType<P> | undefined {
  return isRemoteKey(remote) ? (resolved.get(remoteModuleId(remote, exposed)) as ComponentType<P> | undefined) : undefined;
}

/**
 * Loads a remote's ./Messages (its i18n namespaces start downloading); failures are ignored: the
 * page's own module registers the same namespaces when it loads.
 */
export function prefetchMessages(remote: string): Promise<void> {
  if (!isRemoteKey(remote) || !manifestUrlOf(remote)) return Promise.resolve();
  try {
    ensureRegistered(remote, false);
  } catch {
    return Promise.resolve();
  }
  return loadRemote(remoteModuleId(remote, MESSAGES_EXPOSE)).then(() => undefined, () => undefined);
}

/**
 * A module with its remote's messages: what hydrates a part of the served page after the page
 * itself (a home widget when seen, a listing's fair price when used), its text as the server
 * rendered it.
 */
export async function loadRemoteComponentWithMessages<P>(remote: string, exposed: string): Promise<{ default: ComponentType<P> }> {
  const [module] = await Promise.all([loadRemoteComponent<P>(remote, exposed), prefetchMessages(remote)]);
  return module;
}

/** Warms a remote module (link hover); errors are ignored here and shown when it renders. */
export function prefetchRemote(remote: string, exposed: string): void {
  if (!isRemoteKey(remote) || !manifestUrlOf(remote)) return;
  loadRemoteComponent(remote, exposed).catch(() => undefined);
}
