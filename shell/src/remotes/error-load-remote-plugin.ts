/**
 * Module Federation runtime plugin of the shell (docs/architecture.md, "Module Federation rules"):
 * - fetch with a 5 s timeout, so a remote that accepts the connection and never answers fails
 *   instead of leaving its slot loading for a minute;
 * - errorLoadRemote: for a module load (lifecycle onLoad) hand back a module whose component
 *   throws RemoteUnavailableError, which the slot's error boundary turns into the localized
 *   "section unavailable" state. Other lifecycles (manifest resolution, shared loading) are left
 *   to fail normally. No static import of react here: the plugin runs before the share scope.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './remote-unavailable-error';

export const REMOTE_FETCH_TIMEOUT_MS = 5_000;

export function fetchWithTimeout(input: RequestInfo | URL, init: RequestInit = {}, timeoutMs = REMOTE_FETCH_TIMEOUT_MS): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`${String(input)} did not answer in ${timeoutMs} ms`)), timeoutMs);
  init.signal?.addEventListener('abort', () => controller.abort(init.signal?.reason));
  return fetch(input, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
}

export function fallbackModule(id: string, error: unknown) {
  const cause = error instanceof Error ? error : new Error(String(error));
  function RemoteUnavailable(): never {
    throw new RemoteUnavailableError(id, cause);
  }
  return { __esModule: true, default: RemoteUnavailable };
}

export default function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'harbourhome-error-load-remote',
    fetch(url, init) {
      return fetchWithTimeout(url, init);
    },
    // remoteEntry.js and chunks load by <script>: the same limit instead of the default 20 s
    createScript() {
      return { timeout: REMOTE_FETCH_TIMEOUT_MS };
    },
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`[shell] remote ${args.id} failed to load`, args.error);
      return fallbackModule(args.id, args.error);
    },
  };
}
