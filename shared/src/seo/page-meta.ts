/**
 * A page's own metadata (docs/seo.md): a remote page calls usePageMeta with its data; the shell
 * collects it while the server renders (like the not-found PageStatus of @portal/shared/mf) and
 * writes it into the first response, and in the browser it applies it to <head> on every
 * navigation. A page that does not call it gets GetSeo's entry or the site's defaults.
 */
import { createContext, useContext, useEffect } from 'react';

/** one step of the page's breadcrumb trail (home is added by the shell) */
export interface Crumb {
  name: string;
  /** the localized path, e.g. /en-us/buy */
  path: string;
}

/** a schema.org object written as JSON-LD */
export type StructuredData = Readonly<Record<string, unknown>>;

export interface PageMetaInput {
  /** the page's own title, without the site's name (the shell adds it and fits the length) */
  title: string;
  description?: string;
  /** og:image: an absolute URL */
  image?: string;
  /** og:type (default website) */
  type?: 'website' | 'article';
  /** the page must stay out of search engines (robots noindex, follow) */
  noindex?: boolean;
  /** the trail after home, the page itself last */
  breadcrumbs?: readonly Crumb[];
  /** schema.org objects besides the breadcrumb list */
  structuredData?: readonly StructuredData[];
}

/** Where the page's metadata goes: one per server render, one per browser app. */
export class PageMetaCollector {
  private meta: PageMetaInput | null = null;
  private readonly listeners = new Set<() => void>();

  /** 'render': the server (set while rendering); 'effect': the browser (set after commit) */
  constructor(readonly mode: 'render' | 'effect') {}

  get(): PageMetaInput | null {
    return this.meta;
  }

  set(meta: PageMetaInput): void {
    this.meta = meta;
    for (const listener of this.listeners) listener();
  }

  /** forgets `meta` if it is still the current one (a page leaving) */
  clear(meta: PageMetaInput): void {
    if (this.meta !== meta) return;
    this.meta = null;
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): PageMetaInput | null => this.meta;
}

/** the browser's one collector: the shell reads it, every remote's pages write it */
export const browserPageMeta = new PageMetaCollector('effect');

/** the server render provides its own collector; in the browser the default is browserPageMeta */
export const PageMetaContext = createContext<PageMetaCollector | null>(typeof document === 'undefined' ? null : browserPageMeta);

/**
 * Sets the page's metadata; null while its data loads (the shell keeps GetSeo's entry or the
 * defaults). The deepest, latest call wins. Outside a shell it does nothing.
 */
export function usePageMeta(meta: PageMetaInput | null): void {
  const collector = useContext(PageMetaContext);
  if (meta && collector?.mode === 'render') collector.set(meta);
  const key = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (!collector || collector.mode !== 'effect' || !key) return undefined;
    const value = JSON.parse(key) as PageMetaInput;
    collector.set(value);
    return () => collector.clear(value);
  }, [collector, key]);
}

/** usePageMeta as an element: `<PageMeta title=... />` */
export function PageMeta(props: PageMetaInput): null {
  usePageMeta(props);
  return null;
}

