/**
 * The security headers of the shell's server (docs/ssr.md, "Security headers"). Every answer:
 * nosniff, a Referrer-Policy, and HSTS behind TLS. Every page: a Content-Security-Policy with a
 * nonce of its own for the page's inline scripts.
 *
 * Scripts are allowed by origin ('self', the remotes' origins from runtime-config.json, Google Maps
 * when a key is configured) plus the nonce, without 'strict-dynamic': Module Federation inserts
 * each remote's scripts as <script src> elements, which a nonce does not cover, and
 * 'strict-dynamic' would trust whatever a running script inserts, from anywhere, and ignore the
 * origin list. The list keeps code to the origins this deployment names.
 */
import crypto from 'node:crypto';
import type http from 'node:http';
import type { RuntimeConfig } from '../../config/runtime-config.schema';

export const BASELINE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

export const HSTS = 'max-age=31536000';

/** what the Maps JavaScript API loads, after Google's allow-list guide (only with a key) */
const MAPS = {
  script: ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', 'https://*.ggpht.com', '*.googleusercontent.com', 'blob:'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', '*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  frame: ['*.google.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  worker: ['blob:'],
};

/** a fresh nonce per response: 128 random bits */
export function newNonce(): string {
  return crypto.randomBytes(16).toString('base64');
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined; // a relative URL is the shell's own origin: 'self'
  }
}

/** the API's and the remotes' origins, each once (relative URLs left out: they are 'self') */
export function configOrigins(config: RuntimeConfig): { api: string[]; remotes: string[] } {
  const unique = (urls: string[]) => [...new Set(urls.map(originOf).filter((o): o is string => Boolean(o)))];
  return { api: unique([config.apiBase]), remotes: unique(Object.values(config.remotes)) };
}

/** The page's policy, for its nonce. */
export function contentSecurityPolicy(config: RuntimeConfig, nonce: string): string {
  const { api, remotes } = configOrigins(config);
  const maps = config.googleMapsApiKey ? MAPS : undefined;
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${nonce}'`, ...remotes, ...(maps?.script ?? [])]],
    // React's style attributes, the remotes' stylesheets, the map's own style elements
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes, ...(maps?.style ?? [])]],
    ['img-src', ["'self'", 'data:', 'blob:', ...api, ...remotes, ...(maps?.img ?? [])]],
    ['font-src', ["'self'", 'data:', ...remotes, ...(maps?.font ?? [])]],
    // the API, and the remotes' manifests (the server bundles are fetched by the server)
    ['connect-src', ["'self'", ...api, ...remotes, ...(maps?.connect ?? [])]],
    ['frame-src', ["'self'", ...(maps?.frame ?? [])]],
    ['worker-src', ["'self'", ...(maps?.worker ?? [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  // spec 4.8: only the configured parents may frame the site; any parent when none is configured
  if (config.embedParentOrigins?.length) directives.push(['frame-ancestors', ["'self'", ...config.embedParentOrigins]]);
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/**
 * Behind TLS: the site's public origin is https (SITE_ORIGIN), or the proxies in front (TRUST_PROXY
 * set and not 0, as for the API) say the request came over https: the first X-Forwarded-Proto
 * value is the one the outermost proxy saw.
 */
export function isSecure(req: http.IncomingMessage, env: NodeJS.ProcessEnv): boolean {
  if (env.SITE_ORIGIN?.startsWith('https://')) return true;
  if (!env.TRUST_PROXY || env.TRUST_PROXY === '0' || env.TRUST_PROXY === 'false') return false;
  const proto = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}

/** the headers of every answer of the shell's server */
export function baseHeaders(req: http.IncomingMessage, env: NodeJS.ProcessEnv): Record<string, string> {
  return isSecure(req, env) ? { ...BASELINE_HEADERS, 'Strict-Transport-Security': HSTS } : { ...BASELINE_HEADERS };
}
