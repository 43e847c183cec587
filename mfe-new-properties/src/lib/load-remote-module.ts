/**
 * Another remote's exposed component (the market's calculator, the listings' bookmark toggle),
 * loaded at run time in the browser as the shell loads any remote: its manifest URL from the site's /runtime-config.json, registered with this remote's
 * federation runtime, then loadRemote. Nothing is loaded until a page needs it, a remote that is
 * down rejects (within LOAD_TIMEOUT_MS when it accepts and never answers), and a retry registers
 * it again.
 */
import { REMOTE_NAMES, remoteModuleId, type RemoteKey } from '@portal/shared/mf';
import type { ComponentType } from 'react';

export const LOAD_TIMEOUT_MS = 8_000;

let config: Promise<Record<string, string>> | undefined;
const registered = new Set<RemoteKey>();

async function remotesOfSite(): Promise<Record<string, string>> {
  config ??= fetch('/runtime-config.json', { cache: 'no-cache' })
    .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`runtime-config.json ${res.status}`))))
    .then((body: { remotes?: Record<string, string> }) => body.remotes ?? {});
  return config.catch((error: unknown) => {
    config = undefined;
    throw error;
  });
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer in ${LOAD_TIMEOUT_MS} ms`)), LOAD_TIMEOUT_MS);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export async function loadRemoteComponent<P>(remote: RemoteKey, exposed: string, retry: boolean): Promise<{ default: ComponentType<P> }> {
  const id = remoteModuleId(remote, exposed);
  const entry = (await remotesOfSite())[remote];
  if (!entry) throw new Error(`the ${remote} remote is not in runtime-config.json`);
  const { loadRemote, registerRemotes } = await import('@module-federation/enhanced/runtime');
  if (retry || !registered.has(remote)) registerRemotes([{ name: REMOTE_NAMES[remote], entry }], { force: retry });
  registered.add(remote);
  const mod = await withTimeout(loadRemote<{ default?: ComponentType<P> }>(id), id);
  if (!mod || typeof mod.default !== 'function') throw new Error(`${id} has no component`);
  return { default: mod.default };
}
