import type { RemoteKey } from '../mf/remotes';
import { paramNamesOf, type ParamKind } from './patterns';

/** who owns a route: the shell, or a remote of the registry (shared/src/mf/remotes.ts) */
export type RemoteName = 'shell' | RemoteKey;

/** A route of the table; `N` is the string-literal union of route names. */
export interface RouteSpec<N extends string = string> {
  name: N;
  /** First pattern that fits the given params is the one `href` writes; the others are aliases. */
  patterns: readonly string[];
  remote: RemoteName;
  /** Exposed page module of the remote (`mfe_listings/BuyListPage`), or the shell's own page. */
  page: string;
  /** Spec 2.7 flags. */
  footer: boolean;
  nav: boolean;
  keepAlive: boolean;
  samePage?: string;
  /** Member-only page: the shell's auth check sends visitors to sign-in. */
  auth?: boolean;
  /** Kind of every param of every pattern (spec 5). */
  params?: Record<string, ParamKind>;
  /**
   * Components of other remotes the page shows (RemoteComponent of @portal/shared/mf: a listing's
   * fair price from the estates remote). The shell's server loads them with the page, so their
   * content, messages and stylesheets are in the page's HTML; the browser hydrates them when used.
   */
  embeds?: ReadonlyArray<readonly [remote: RemoteKey, exposed: string]>;
}

export interface RouteOptions {
  footer?: boolean;
  nav?: boolean;
  keepAlive?: boolean;
  samePage?: string;
  auth?: boolean;
  page?: string;
  params?: Record<string, ParamKind>;
  embeds?: RouteSpec['embeds'];
}

/** Param kinds by param name; a route overrides them in its options. */
const DEFAULT_KINDS: Record<string, ParamKind> = {
  filter: 'id', id: 'id', propertyId: 'id', estateId: 'id',
  agentId: 'digits', partnerId: 'digits', detailId: 'digits',
  bId: 'digits', tId: 'digits', eId: 'digits',
  tertiary: 'segment', tertiary2: 'segment', title: 'segment',
  rest: 'rest',
};

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Builds a route: nav shown, footer hidden and state kept unless told otherwise;
 * page is `<Name>Page` unless told otherwise.
 */
export function route<N extends string>(
  name: N,
  remote: RemoteName,
  patterns: readonly string[],
  options: RouteOptions = {},
): RouteSpec<N> {
  const names = [...new Set(patterns.flatMap(paramNamesOf))];
  const params: Record<string, ParamKind> = {};
  for (const p of names) {
    const kind = options.params?.[p] ?? DEFAULT_KINDS[p];
    if (!kind) throw new Error(`routing: route ${name} has param "${p}" without a kind`);
    params[p] = kind;
  }
  const def: RouteSpec<N> = {
    name,
    patterns,
    remote,
    page: options.page ?? `${pascal(name)}Page`,
    footer: options.footer ?? false,
    nav: options.nav ?? true,
    keepAlive: options.keepAlive ?? true,
  };
  if (options.samePage) def.samePage = options.samePage;
  if (options.auth) def.auth = true;
  if (names.length > 0) def.params = params;
  if (options.embeds?.length) def.embeds = options.embeds;
  return def;
}

/** List pages: footer shown, state not kept (spec 2.7). */
export const LIST = { footer: true, keepAlive: false } as const;
