/**
 * Start-up of the shell: runtime config, API client, i18n in the path's language, then the
 * router. The only remote contacted here is the one the first page needs (warmFirstPage); every
 * other is registered when a route or widget first needs it.
 */
import { clearHydrationAnswers, configureApi, readSignedIn, readVisitorId, setHydrationAnswers } from '@portal/shared/api';
import { useBaseStore } from '@portal/shared/stores';
import { i18n, registeredNamespaces } from '@portal/shared/i18n';
import { localeOfPath, type Locale } from '@portal/shared/routing';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter, PAGE_ROUTE_ID } from './app';
import { readCookie } from './behaviour/cookies';
import { postHistoryOnChange } from './behaviour/post-history';
import { loadRuntimeConfig } from './config/runtime-config';
import { installChunkReloadGuard } from './errors/chunk-reload';
import { firstPageModules, loadPageModules, warmFirstPage } from './behaviour/prefetch';
import { nextTask } from './behaviour/next-task';
import { loadedRemoteComponent, loadRemoteComponentWithMessages } from './remotes/remote-registry';
import { readHydrationState, type HydrationState } from './routing/hydration-state';
import { routeDataOf } from './routing/route-loader';
import { serverHead } from './seo/server-head';
import { applyLocale, currentLocale } from './i18n/setup';
import { setHostSettings, setRemoteLoader } from '@portal/shared/mf';
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
  // the member signed in on this browser (the nav's name, bookmarks without a cap); member pages
  // confirm it with the API and forget it on a 401
  const member = readSignedIn();
  if (member) useBaseStore.getState().setUserInfo(member);
  // remotes read these through @portal/shared/mf (the map uses Google Maps only with a key)
  setHostSettings({ googleMapsApiKey: config.googleMapsApiKey, googleMapId: config.googleMapId });
  // a remote's page loads another remote's component (a listing's fair price) through the shell
  setRemoteLoader(loadRemoteComponentWithMessages, loadedRemoteComponent);
  warmFirstPage(window.location.pathname, window.location.search);
  await localeReady;
  postHistoryOnChange(config.embedParentOrigins);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const state = readHydrationState();
  if (state) return hydrate(root, state);
  // the first render as a transition: React renders in slices that yield to the browser (no long
  // task while the page builds) and keeps the boot bar on screen until the page is ready
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(<App router={createAppRouter()} />));
}

/**
 * A page the server rendered (docs/ssr.md): its remote modules and messages load first, then React
 * takes over the server's HTML with the answers it was rendered with (no call made twice, no
 * skeleton in between). Hydration is a transition too: it yields to the browser as it goes.
 */
async function hydrate(root: HTMLElement, state: HydrationState): Promise<void> {
  setHydrationAnswers(state.answers, state.renderedAt);
  const data = routeDataOf(new URL(window.location.href));
  if (data.kind === 'route') await loadPageModules(data.route, firstPageModules(data.route));
  await i18n.loadNamespaces(registeredNamespaces());
  await nextTask();
  const router = createAppRouter({ loaderData: { [PAGE_ROUTE_ID]: data } });
  // the answers are the first page's only: the next page calls the API
  serverHead.set(window.location.pathname);
  const stop = router.subscribe(() => {
    clearHydrationAnswers();
    serverHead.clear();
    stop();
  });
  // the router made (its routes ranked, its state set up) in one task, the hydration in the next
  await nextTask();
  startTransition(() => {
    hydrateRoot(root, <App router={router} mobileHint={state.mobile} />, {
      onRecoverableError: (error) => console.warn('[ssr] hydration:', error instanceof Error ? error.message : error),
    });
  });
}

/**
 * What the page says when the shell cannot start, in the path's language. Written here, not in the
 * message files: loading those may be what failed.
 */
const START_FAILED: Record<Locale, string> = {
  'zh-hk': '港居未能啟動，請檢查網絡連線後重新載入頁面。',
  'zh-cn': '港居未能启动，请检查网络连接后重新加载页面。',
  'en-us': 'HarbourHome could not start. Check your connection and reload the page.',
};

export const started = start().catch((error: unknown) => {
  console.error('[shell] failed to start', error);
  const root = document.getElementById('root');
  // a server-rendered page stays as it is: it reads, and its links work as page loads
  if (root && !readHydrationState()) {
    const p = document.createElement('p');
    p.setAttribute('role', 'alert');
    p.textContent = START_FAILED[localeOfPath(window.location.pathname)];
    root.replaceChildren(p);
  }
});
