/** Writes a page's head (./resolve.ts) into <head> in the browser, replacing the previous page's. */
import { LOCALES, switchLocalePath, DEFAULT_LOCALE } from '@portal/shared/routing';
import { HTML_LANG } from '../i18n/setup';
import type { HeadData } from './resolve';

function setDescription(content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!el) {
    el = document.createElement('meta');
    el.name = 'description';
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

/** hreflang alternates of a path: zh-HK, zh-CN, en-US and x-default (the unprefixed zh-hk) */
export function alternatesOf(pathname: string, origin: string): Array<{ href: string; hreflang: string }> {
  const links = LOCALES.map((l) => ({ href: origin + switchLocalePath(pathname, l), hreflang: HTML_LANG[l] }));
  links.push({ href: origin + switchLocalePath(pathname, DEFAULT_LOCALE), hreflang: 'x-default' });
  return links;
}

export function applyHead(head: HeadData): void {
  document.title = head.title;
  setDescription(head.description);
  setLinks('canonical', head.canonical ? [{ href: head.canonical }] : []);
  setLinks('alternate', head.alternates);
  // robots, cards and structured data (data-hh-meta, the server's too): the previous page's go
  for (const old of document.head.querySelectorAll('[data-hh-meta]')) old.remove();
  const names = head.robots ? [['robots', head.robots] as [string, string], ...head.names] : head.names;
  for (const [attr, pairs] of [['property', head.properties], ['name', names]] as const) {
    for (const [key, content] of pairs) {
      const el = document.createElement('meta');
      el.setAttribute(attr, key);
      el.content = content;
      el.dataset.hhMeta = '';
      document.head.appendChild(el);
    }
  }
  for (const data of head.jsonLd) {
    const el = document.createElement('script');
    el.type = 'application/ld+json';
    el.textContent = JSON.stringify(data);
    el.dataset.hhMeta = '';
    document.head.appendChild(el);
  }
}
