/**
 * Server rendering of one page (docs/ssr.md): the same route table, layout and remote pages as the
 * browser, rendered to HTML with their API answers, so a visitor (and a search engine) gets the
 * page's content in the first response; the browser then hydrates it.
 */
import { call, isApiFailure, ServerData, ServerDataContext } from '@portal/shared/api';
import { getSeo } from '@portal/shared/endpoints';
import { COMMON_NS, HTML_LANG, i18n, localeCookieString, registeredNamespaces, rootRedirect } from '@portal/shared/i18n';
import { PageStatus, PageStatusContext, REMOTE_NAMES, isRemoteKey } from '@portal/shared/mf';
import { localeOfPath, match, stripLocale, type Locale } from '@portal/shared/routing';
import { PageMetaCollector, PageMetaContext } from '@portal/shared/seo';
import type { i18n as I18n } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame, appRoutes } from '../app';
import { loadPageModules, pageModules } from '../behaviour/prefetch';
import { loadRemoteComponent } from '../remotes/remote-registry';
import { notFoundDocumentTitle } from '../errors/not-found-page';
import { SHELL_NS } from '../i18n/setup';
import type { HydrationState } from '../routing/hydration-state';
import { routeDataOf } from '../routing/route-loader';
import { siteImage } from '../seo/home-meta';
import { headOf, type HeadData } from '../seo/resolve';
import { isMobileAgent } from './device';
import { exposedStyles, revalidated } from './federation-runtime';
import { selectorClasses, stylesUsedBy } from './page-styles';

export { isMobileAgent };

/** a page's render waits this long for its API answers; what is still loading then renders as loading */
export const RENDER_TIMEOUT_MS = 2500;

export interface PageRequest {
  /** path and query */
  url: string;
  /** the site's origin as the visitor sees it (canonical and hreflang links) */
  origin: string;
  cookie?: string;
  acceptLanguage?: string;
  userAgent?: string;
  /** the response's Content-Security-Policy nonce: the page's inline scripts carry it */
  nonce?: string;
}

export type RenderedPage =
  | { kind: 'redirect'; status: 301 | 302; location: string; setCookie?: string }
  /** not rendered on the server: the browser renders it (member pages) */
  | { kind: 'skip'; reason: string }
  | {
    kind: 'page';
    /** 404 for a path outside the route table and for a page showing its not-found state */
    status: number;
    html: string;
    lang: string;
    /** title, description, canonical, hreflang, robots, cards and structured data (seo/resolve.ts) */
    head: HeadData;
    styles: string[];
    state: HydrationState;
    /**
     * something the page needs did not come: an API call failed (other than a not-found), the
     * metadata, a remote module, or the render timed out. The page is sent as it is, but the page
     * server's cache does not keep it (http/page-cache.ts): the next visitor's page is rendered again.
     */
    degraded?: boolean;
  };

/** 'zh-HK,zh;q=0.9,en;q=0.8' -> ['zh-HK', 'zh', 'en'] in order of preference */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((l) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(l.tag) && Number.isFinite(l.q) && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}


async function pageI18n(locale: Locale): Promise<I18n> {
  const instance = i18n.cloneInstance({ lng: locale });
  await instance.changeLanguage(locale);
  await instance.loadNamespaces([COMMON_NS, SHELL_NS, ...registeredNamespaces()]);
  return instance;
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** every stylesheet the manifests list for the page's remote modules (theirs and their lazy chunks') */
async function candidateStyles(modules: ReadonlyArray<readonly [string, string]>): Promise<string[]> {
  const lists = await Promise.all(modules.map(([remote, exposed]) =>
    isRemoteKey(remote) ? exposedStyles(`${REMOTE_NAMES[remote]}/${exposed}`).catch(() => []) : Promise.resolve([])));
  return [...new Set(lists.flat())];
}

/** of those, the ones the rendered HTML uses (page-styles.ts); a sheet that cannot be read is linked */
async function stylesOf(html: string, hrefs: readonly string[]): Promise<string[]> {
  const sheets = await Promise.all(hrefs.map(async (href) => ({
    href,
    classes: await revalidated(href, selectorClasses).catch(() => null),
  })));
  return stylesUsedBy(html, sheets);
}

/** the request's answers, noting whether any call failed otherwise than with a not-found */
class TrackedServerData extends ServerData {
  anyFailed = false;

  protected override failed(error: unknown): void {
    if (!isApiFailure(error) || error.status !== 404) this.anyFailed = true;
  }
}

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const url = new URL(request.url, request.origin);
  if (url.pathname === '/') {
    // spec 2.1 on the server: the root goes to the cookie's or the browser's language
    const to = rootRedirect({ cookie: request.cookie, navigatorLanguages: acceptedLanguages(request.acceptLanguage), pathname: '/' });
    if (to) return { kind: 'redirect', status: 302, location: to + url.search, setCookie: localeCookieString(localeOfPath(to)) };
  }
  const matched = match(url.pathname, url.search);
  if (matched.kind === 'redirect') return { kind: 'redirect', status: matched.status, location: matched.to };
  const data = routeDataOf(url);
  if (data.kind === 'route' && data.route.auth) return { kind: 'skip', reason: 'member page' };
  const locale = data.locale;
  let degraded = false;
  const seo = data.kind === 'route'
    ? call(getSeo, { query: { webPath: stripLocale(url.pathname) }, language: locale, loadingBar: false }).catch(() => {
      degraded = true;
      return null;
    })
    : Promise.resolve(null);
  const modules = data.kind === 'route' ? pageModules(data.route) : [];
  if (data.kind === 'route') {
    const [, loaded] = await Promise.all([
      loadPageModules(data.route),
      // the same loads, shared: did each of the page's remote modules come?
      Promise.all(modules.map(([remote, exposed]) => loadRemoteComponent(remote, exposed).then(() => true, () => false))),
    ]);
    if (loaded.includes(false)) degraded = true;
  }
  // after the modules: loading them registers their remotes
  const candidates = candidateStyles(modules);
  const pageT = await pageI18n(locale);

  const handler = createStaticHandler(appRoutes(() => data));
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) return { kind: 'skip', reason: `router answered ${context.status}` };
  const router = createStaticRouter(handler.dataRoutes, context);
  const answers = new TrackedServerData(locale);
  const status = new PageStatus(data.kind === 'notFound' ? 404 : 200);
  const pageMeta = new PageMetaCollector('render');
  const mobile = isMobileAgent(request.userAgent);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('render timeout')), RENDER_TIMEOUT_MS);
  let html: string;
  try {
    const { prelude } = await prerenderToNodeStream(
      <ServerDataContext value={answers}>
        <PageStatusContext value={status}>
          <PageMetaContext value={pageMeta}>
            <AppFrame i18n={pageT} mobileHint={mobile}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppFrame>
          </PageMetaContext>
        </PageStatusContext>
      </ServerDataContext>,
      {
        signal: controller.signal,
        // every boundary inline, in place: no hidden copy moved by an inline script after the
        // page has parsed (the content paints as it arrives, and reads without JavaScript)
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // an error inside a Suspense boundary renders its fallback; the browser renders it again
        onError: (error) => {
          degraded = true;
          if (!controller.signal.aborted) console.warn('[ssr]', url.pathname, error instanceof Error ? error.message : error);
        },
      },
    );
    html = await readStream(prelude);
  } finally {
    clearTimeout(timer);
  }
  if (controller.signal.aborted || answers.anyFailed) degraded = true;
  const head = headOf({
    pathname: url.pathname,
    locale,
    origin: request.origin,
    route: data.kind === 'route' ? data.route : null,
    seo: await seo,
    // a page showing its not-found state has no metadata of its own
    page: status.code === 404 ? null : pageMeta.get(),
    defaults: {
      title: data.kind === 'notFound' ? notFoundDocumentTitle(pageT.t('errors.notFoundTitle', { ns: SHELL_NS })) : pageT.t('seo.defaultTitle', { ns: SHELL_NS }),
      description: pageT.t('seo.defaultDescription', { ns: SHELL_NS }),
      image: siteImage(),
    },
  });
  return {
    kind: 'page',
    status: status.code,
    html,
    lang: HTML_LANG[locale],
    head,
    styles: await stylesOf(html, await candidates),
    state: { answers: answers.answers(), mobile, locale, renderedAt: answers.renderedAt },
    degraded,
  };
}
