/**
 * The page's HTML: the shell's built index.html with a rendered page put in (docs/ssr.md). Every
 * value written is escaped: text and attributes as HTML, the hydration state as JSON that cannot
 * close its script element.
 */
import { HYDRATION_STATE_ID, type HydrationState } from '../routing/hydration-state';
import type { HeadData } from '../seo/resolve';
import type { RenderedPage } from './render-page';

export { HYDRATION_STATE_ID };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** JSON for inside a script element (application/json, application/ld+json): no '<' (so no '</script>'), no U+2028/2029 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * canonical and hreflang links, robots, Open Graph and Twitter tags, and the JSON-LD scripts
 * (with the response's nonce): the browser replaces the data-hh ones on each navigation
 */
export function headTags(head: HeadData, nonce?: string): string {
  const meta = (attr: string, [key, content]: [string, string]) => `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}" data-hh-meta="" />`;
  const nonceAttr = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return [
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" data-hh="" />` : '',
    ...head.alternates.map((a) => `<link rel="alternate" href="${escapeHtml(a.href)}" hreflang="${escapeHtml(a.hreflang)}" data-hh="" />`),
    head.robots ? meta('name', ['robots', head.robots]) : '',
    ...head.properties.map((p) => meta('property', p)),
    ...head.names.map((n) => meta('name', n)),
    ...head.jsonLd.map((data) => `<script type="application/ld+json"${nonceAttr} data-hh-meta="">${scriptJson(data)}</script>`),
  ].join('');
}

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  return html.replace(pattern, () => replacement);
}

/**
 * index.html with the page in it; the template's boot bar gives way to the rendered page.
 * `shellStyles`: every stylesheet of the shell's build (the layout's are not in the template).
 * `nonce`: the response's CSP nonce, given to the hydration state's script element.
 */
export function pageDocument(template: string, page: Extract<RenderedPage, { kind: 'page' }>, shellStyles: readonly string[] = [], nonce?: string): string {
  const state: HydrationState = page.state;
  // the shell's stylesheets (linked after the boot bar in the template, so that the bar paints
  // without them) move into the head: a rendered page must not paint before its layout's styles
  const bootLinks: string[] = [];
  let html = template.replace(/<link rel="stylesheet"[^>]*data-boot[^>]*>/g, (link) => {
    bootLinks.push(link);
    return '';
  });
  // the start-up scripts are named, not preloaded: they download after the page has painted
  // (index.html's start-up lines run them then), not beside its stylesheets and photos
  html = html.replace(/<link rel="preload" href="([^"]+)" as="script"[^>]*>/g, (_link, href: string) =>
    `<meta name="hh-boot-script" content="${escapeHtml(href)}" data-boot-script="" />`);
  const more = shellStyles.filter((href) => !bootLinks.some((link) => link.includes(`href="${href}"`)));
  const head = [
    ...bootLinks,
    ...more.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
    ...page.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" crossorigin="anonymous" />`),
    headTags(page.head, nonce),
  ].join('');
  html = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${escapeHtml(page.lang)}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.head.title)}</title>`);
  html = replaceOnce(html, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(page.head.description)}" />`);
  html = replaceOnce(html, /<\/head>/, `${head}</head>`);
  html = replaceOnce(
    html,
    /<div id="root">[\s\S]*?<\/div><\/div>/,
    `<div id="root">${page.html}</div><script id="${HYDRATION_STATE_ID}" type="application/json"${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>${scriptJson(state)}</script>`,
  );
  return html;
}
