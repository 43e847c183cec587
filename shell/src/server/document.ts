/**
 * The page's HTML: the shell's built index.html with a rendered page put in (docs/ssr.md). Every
 * value written is escaped: text and attributes as HTML, the hydration state as JSON that cannot
 * close its script element.
 */
import { HYDRATION_STATE_ID, type HydrationState } from '../routing/hydration-state';
import type { RenderedPage } from './render-page';

export { HYDRATION_STATE_ID };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** JSON for inside <script type="application/json">: no '<' (so no '</script>'), no U+2028/2029 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
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
    page.canonical ? `<link rel="canonical" href="${escapeHtml(page.canonical)}" data-hh="" />` : '',
    ...page.alternates.map((a) => `<link rel="alternate" href="${escapeHtml(a.href)}" hreflang="${escapeHtml(a.hreflang)}" data-hh="" />`),
  ].join('');
  html = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${escapeHtml(page.lang)}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.description !== undefined) {
    html = replaceOnce(html, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(page.description)}" />`);
  }
  html = replaceOnce(html, /<\/head>/, `${head}</head>`);
  html = replaceOnce(
    html,
    /<div id="root">[\s\S]*?<\/div><\/div>/,
    `<div id="root">${page.html}</div><script id="${HYDRATION_STATE_ID}" type="application/json"${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>${scriptJson(state)}</script>`,
  );
  return html;
}
