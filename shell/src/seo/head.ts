/** Writes the page metadata into <head>: title, description, canonical and hreflang links. */
import { LOCALES, switchLocalePath, DEFAULT_LOCALE } from '@portal/shared/routing';
import { HTML_LANG } from '../i18n/setup';

function upsertMeta(name: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

function setLinks(rel: string, links: ReadonlyArray<{ href: string; hreflang?: string }>): void {
  for (const old of document.head.querySelectorAll(`link[rel="${rel}"][data-hh]`)) old.remove();
  for (const l of links) {
    const el = document.createElement('link');
    el.rel = rel;
    el.href = l.href;
    if (l.hreflang) el.hreflang = l.hreflang;
    el.dataset.hh = '';
    document.head.appendChild(el);
  }
}

export interface PageMeta {
  title: string;
  description: string;
  pathname: string;
}

/** hreflang alternates of a path: zh-HK, zh-CN, en-US and x-default (the unprefixed zh-hk) */
export function alternatesOf(pathname: string, origin: string): Array<{ href: string; hreflang: string }> {
  const links = LOCALES.map((l) => ({ href: origin + switchLocalePath(pathname, l), hreflang: HTML_LANG[l] }));
  links.push({ href: origin + switchLocalePath(pathname, DEFAULT_LOCALE), hreflang: 'x-default' });
  return links;
}

export function applyPageMeta(meta: PageMeta, origin = window.location.origin): void {
  document.title = meta.title;
  upsertMeta('description', meta.description);
  setLinks('canonical', [{ href: origin + meta.pathname }]);
  setLinks('alternate', alternatesOf(meta.pathname, origin));
}
