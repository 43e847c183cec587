/**
 * A structural check of a sitemap or sitemap index against the sitemaps.org schemas
 * (sitemap.xsd, siteindex.xsd 0.9): the root element and namespace, only <url> (<sitemap>)
 * children, each with exactly one absolute <loc> of at most 2,048 characters, at most one
 * <lastmod> in W3C date-time form, changefreq and priority in range, elements of other
 * namespaces (xhtml:link) allowed, at most 50,000 entries and 50 MB. Well-formedness first.
 */
interface El { name: string; attrs: Record<string, string>; children: El[]; text: string }

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const W3C_DATE = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;
const FREQ = new Set(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);
const ENTITY = /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

/** a small XML reader for elements, attributes and text (no DTD, comments or CDATA: sitemaps have none) */
export function parseXml(text: string): El {
  const body = text.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: El[] = [{ name: '#document', attrs: {}, children: [], text: '' }];
  const token = /<\/([\w:.-]+)\s*>|<([\w:.-]+)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let m: RegExpExecArray | null;
  let at = 0;
  while (at < body.length && (m = token.exec(body))) {
    at = token.lastIndex;
    const top = stack[stack.length - 1]!;
    if (m[1]) {
      if (top.name !== m[1]) throw new Error(`</${m[1]}> closes <${top.name}>`);
      stack.pop();
    } else if (m[2]) {
      const attrs: Record<string, string> = {};
      for (const a of (m[3] ?? '').matchAll(/([\w:.-]+)="([^"]*)"/g)) attrs[a[1]!] = a[2]!;
      const el: El = { name: m[2], attrs, children: [], text: '' };
      top.children.push(el);
      if (!m[4]) stack.push(el);
    } else if (m[5]) {
      if (ENTITY.test(m[5])) throw new Error(`an unescaped & in ${top.name}`);
      if (stack.length === 1 && m[5].trim()) throw new Error('text outside the root element');
      top.text += m[5];
    }
  }
  if (at < body.length) throw new Error(`not well-formed at ${at}`);
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1]!.name}> is not closed`);
  const roots = stack[0]!.children;
  if (roots.length !== 1) throw new Error('one root element');
  return roots[0]!;
}

function entryProblems(entry: El, where: string): string[] {
  const problems: string[] = [];
  const own = entry.children.filter((c) => !c.name.includes(':'));
  const locs = own.filter((c) => c.name === 'loc');
  if (locs.length !== 1) problems.push(`${where}: ${locs.length} <loc>`);
  const loc = locs[0]?.text.trim() ?? '';
  if (locs.length === 1 && (!/^https?:\/\/[^\s]+$/.test(loc) || loc.length > 2048)) problems.push(`${where}: <loc> ${loc} is not an absolute URL of at most 2048 characters`);
  for (const c of own) {
    const value = c.text.trim();
    if (c.name === 'lastmod' && !W3C_DATE.test(value)) problems.push(`${where}: lastmod ${value}`);
    else if (c.name === 'changefreq' && !FREQ.has(value)) problems.push(`${where}: changefreq ${value}`);
    else if (c.name === 'priority' && !(Number(value) >= 0 && Number(value) <= 1)) problems.push(`${where}: priority ${value}`);
    else if (!['loc', 'lastmod', 'changefreq', 'priority'].includes(c.name)) problems.push(`${where}: unknown <${c.name}>`);
  }
  for (const name of ['lastmod', 'changefreq', 'priority']) if (own.filter((c) => c.name === name).length > 1) problems.push(`${where}: two <${name}>`);
  return problems;
}

/** the problems of a sitemap ('urlset') or a sitemap index ('sitemapindex'); none when valid */
export function sitemapProblems(text: string, kind: 'urlset' | 'sitemapindex'): string[] {
  let root: El;
  try {
    root = parseXml(text);
  } catch (error) {
    return [(error as Error).message];
  }
  const child = kind === 'urlset' ? 'url' : 'sitemap';
  const problems: string[] = [];
  if (root.name !== kind) problems.push(`root <${root.name}>, not <${kind}>`);
  if (root.attrs.xmlns !== NS) problems.push(`namespace ${root.attrs.xmlns}`);
  if (Buffer.byteLength(text) > 50 * 1024 * 1024) problems.push('over 50 MB');
  if (root.children.length > 50_000) problems.push(`${root.children.length} entries`);
  root.children.forEach((c, i) => {
    if (c.name !== child) problems.push(`<${c.name}> in <${kind}>`);
    else problems.push(...entryProblems(c, `${child} ${i + 1}`));
  });
  return problems;
}
