/**
 * Which of a remote page's stylesheets the rendered page uses (docs/ssr.md). A remote's manifest
 * lists, for an exposed page, its own CSS (`sync`) and the CSS of the remote's lazy chunks
 * (`async`: a long list, most of it other pages' styles). The server links only the sheets whose
 * class names the rendered HTML uses: CSS Modules give every class a name of its own, so a sheet
 * none of whose classes is in the page styles nothing on it. Whatever the browser renders later
 * loads its CSS with its chunk, as it does on a page the browser renders.
 */

/** the class names a stylesheet's selectors name (`.a1b2c3d:hover > .e4f5g6h` -> a1b2c3d, e4f5g6h) */
export function selectorClasses(css: string): Set<string> {
  const names = new Set<string>();
  // comments and strings cannot hold a selector; what precedes a '{' is a selector (or an at-rule's prelude)
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  for (const part of plain.split('}')) {
    const open = part.lastIndexOf('{');
    if (open < 0) continue;
    // a nested block: the prelude is what follows the last ';' or '{' before this '{'
    const before = part.slice(0, open);
    const prelude = before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf('{')) + 1);
    if (prelude.trimStart().startsWith('@')) continue;
    for (const match of prelude.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(match[1]!);
  }
  return names;
}

/** every class name of the HTML's class attributes */
export function htmlClasses(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

export interface CandidateSheet {
  href: string;
  /** the sheet's class names, or null when it could not be read (then it is linked) */
  classes: ReadonlySet<string> | null;
}

/**
 * The sheets a rendered page links, in their order: every sheet that could not be read or names no
 * class (its rules may style any page), and every sheet that styles a class of the HTML no sheet
 * before it styles. A CSS module's rules come whole with its class names, so a component shared by
 * several pages (a listing card) is in each of their sheets, and one of them is enough: the buy
 * list's own sheet already styles its cards, and the detail pages' sheets, which hold the same
 * card, are left out.
 */
export function stylesUsedBy(html: string, sheets: readonly CandidateSheet[]): string[] {
  const uncovered = htmlClasses(html);
  const hrefs: string[] = [];
  for (const sheet of sheets) {
    if (hrefs.includes(sheet.href)) continue;
    const styles = !sheet.classes || sheet.classes.size === 0 ? null : [...sheet.classes].filter((name) => uncovered.has(name));
    if (styles && styles.length === 0) continue;
    hrefs.push(sheet.href);
    for (const name of styles ?? []) uncovered.delete(name);
  }
  return hrefs;
}
