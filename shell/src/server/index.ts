/**
 * The shell's server renderer (dist/server/render.cjs), loaded by the shell's page server
 * (./http/page-server.ts): configure() once with the environment's runtime config, then render()
 * per page request.
 */
import { configureApi, fetchTransport } from '@portal/shared/api';
import { setHostSettings, setRemoteLoader } from '@portal/shared/mf';
import { rootRedirect } from '@portal/shared/i18n';
import { DEFAULT_LOCALE } from '@portal/shared/routing';
import { parseRuntimeConfig, type RuntimeConfig } from '../config/runtime-config.schema';
import { setRuntimeConfig } from '../config/runtime-config';
import { loadedRemoteComponent, loadRemoteComponent } from '../remotes/remote-registry';
import { pageDocument } from './document';
import { acceptedLanguages, renderPage, type PageRequest } from './render-page';

export { pageDocument, escapeHtml, scriptJson, HYDRATION_STATE_ID } from './document';
export { renderPage, acceptedLanguages, isMobileAgent } from './render-page';
export { remotesVersion } from './federation-runtime';

export interface ServerOptions {
  runtimeConfig: RuntimeConfig;
  /** where this server reaches the API (default: the runtime config's apiBase) */
  apiBase?: string;
  /** the URLs of every stylesheet of the shell's build: a rendered page links them in its head */
  shellStyles?: string[];
}

let shellStyles: string[] = [];

export function configure({ runtimeConfig, apiBase, shellStyles: styles = [] }: ServerOptions): void {
  shellStyles = styles;
  const checked = parseRuntimeConfig(runtimeConfig);
  if (!checked.ok) throw new Error(`runtime config is not valid: ${checked.error}`);
  setRuntimeConfig(checked.config);
  setHostSettings({ googleMapsApiKey: checked.config.googleMapsApiKey, googleMapId: checked.config.googleMapId });
  // another remote's component on a remote's page (a route's `embeds`): the page has loaded it
  // before it renders, so its content is in the page's HTML
  setRemoteLoader(loadRemoteComponent, loadedRemoteComponent);
  // each render gives its calls the page's language; no visitor, no token: pages render as a
  // first-time visitor sees them, the browser adds the visitor's own state after hydration
  configureApi({ baseURL: apiBase ?? checked.config.apiBase, getLanguage: () => DEFAULT_LOCALE, platform: () => 'pc', transport: uncompressed });
}

/**
 * The server's calls ask the API for its answers uncompressed: the API is its neighbour (the same
 * network, or SSR_API_BASE's internal address), where compressing every answer (brotli) on one
 * side to decompress it on the other costs CPU on both for bytes that cost next to nothing to send
 * (docs/ssr.md, "The page cache and throughput").
 */
const uncompressed = fetchTransport({ 'Accept-Encoding': 'identity' });

/**
 * What a page's response depends on besides the device, the origin and the URL (the page
 * server's cache key and Vary): only the root's redirect (spec 2.1), on the locale cookie and the
 * browser's languages.
 */
export function requestVariant(request: Pick<PageRequest, 'url' | 'cookie' | 'acceptLanguage'>): { key: string; vary: string[] } {
  let pathname: string;
  try {
    pathname = new URL(request.url, 'http://x').pathname;
  } catch {
    return { key: '', vary: [] };
  }
  if (pathname !== '/') return { key: '', vary: [] };
  const to = rootRedirect({ cookie: request.cookie, navigatorLanguages: acceptedLanguages(request.acceptLanguage), pathname: '/' });
  return { key: to ?? '/', vary: ['Accept-Language', 'Cookie'] };
}

export type ServedPage =
  | {
    status: number;
    headers: Record<string, string>;
    body: string;
    /** a complete page (200, nothing failed) that the page server's cache may keep for others */
    cacheable?: boolean;
  }
  | null;

/**
 * The response for a page request: the rendered document, a redirect, or null when the page is
 * left to the browser (the plain index.html).
 */
export async function render(template: string, request: PageRequest): Promise<ServedPage> {
  const page = await renderPage(request);
  if (page.kind === 'skip') return null;
  if (page.kind === 'redirect') {
    const headers: Record<string, string> = { Location: page.location };
    if (page.setCookie) headers['Set-Cookie'] = page.setCookie;
    return { status: page.status, headers, body: '' };
  }
  return {
    status: page.status, headers: {}, body: pageDocument(template, page, shellStyles, request.nonce),
    cacheable: page.status === 200 && !page.degraded,
  };
}
