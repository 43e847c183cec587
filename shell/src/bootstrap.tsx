/**
 * Start-up of the shell: runtime config, API client, i18n in the path's language, then the
 * router. The only remote contacted here is the one the first page needs (warmFirstPage); every
 * other is registered when a route or widget first needs it.
 */
import { configureApi, readVisitorId } from '@portal/shared/api';
import { localeOfPath } from '@portal/shared/routing';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app';
import { readCookie } from './behaviour/cookies';
import { postHistoryOnChange } from './behaviour/post-history';
import { loadRuntimeConfig } from './config/runtime-config';
import { installChunkReloadGuard } from './errors/chunk-reload';
import { warmFirstPage } from './behaviour/prefetch';
import { applyLocale, currentLocale } from './i18n/setup';
import { setHostSettings } from '@portal/shared/mf';
import { MOBILE_MEDIA_QUERY } from '@portal/shared/ui';

async function start() {
  installChunkReloadGuard();
  // the page's messages load while runtime-config.json arrives, not after it (one round trip less
  // before the first render)
  const localeReady = applyLocale(localeOfPath(window.location.pathname));
  const config = await loadRuntimeConfig().catch(async (error: unknown) => {
    await localeReady.catch(() => undefined);
    throw error;
  });
  configureApi({
    baseURL: config.apiBase,
    getLanguage: currentLocale,
    getToken: () => readCookie('token'),
    // the visitor id of @portal/shared/api (spec 4.3), made when a visitor first writes
    getVisitorId: readVisitorId,
    platform: () => (window.matchMedia(MOBILE_MEDIA_QUERY).matches ? 'mobile' : 'pc'),
  });
  // remotes read these through @portal/shared/mf (the map uses Google Maps only with a key)
  setHostSettings({ googleMapsApiKey: config.googleMapsApiKey, googleMapId: config.googleMapId });
  warmFirstPage(window.location.pathname, window.location.search);
  await localeReady;
  postHistoryOnChange(config.embedParentOrigins);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // the first render as a transition: React renders in slices that yield to the browser (no long
  // task while the page builds) and keeps the boot bar on screen until the page is ready
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(<App router={createAppRouter()} />));
}

start().catch((error: unknown) => {
  console.error('[shell] failed to start', error);
  const root = document.getElementById('root');
  if (root) {
    const p = document.createElement('p');
    p.setAttribute('role', 'alert');
    p.textContent = `HarbourHome could not start: ${error instanceof Error ? error.message : String(error)}`;
    root.replaceChildren(p);
  }
});
