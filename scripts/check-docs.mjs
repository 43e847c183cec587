#!/usr/bin/env node
/**
 * Checks that the repository documents itself:
 * - every section citation in a tracked file ("spec 4.8", "spec 3.2, 5, 6", "Spec 2.2 and 2.3",
 *   "spec-5", "(4.1)") names a section that docs/product.md has a heading for;
 * - no tracked file names a path of a developer's machine or a reference file kept outside the
 *   repository (the names are assembled below, so this file does not name them itself).
 * Files come from `git ls-files`; without git (an exported tree) the tree is walked instead.
 *
 *   node scripts/check-docs.mjs [--root <dir>] [--json]
 *
 * Exits 1 and prints one line per problem (`file:line: ...`) when anything is wrong.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PRODUCT_DOC = 'docs/product.md';
/** never read when walking the tree, besides what the root .gitignore names */
const SKIP_DIRS = ['.git', 'node_modules', 'dist', 'coverage', 'test-results', 'playwright-report'];

const NUM = String.raw`\d{1,2}(?:\.\d{1,2})?`;
const LIST_SEP = String.raw`(?:\s*[,/]\s*|\s+(?:and|or|to)\s+)`;
/** "spec 4.8", "spec section 7", "Spec 2.7 and 6", "spec 3.2 / 5 / 8", "spec-8" */
const SPEC_CITATION = new RegExp(String.raw`\bspec(?:\s+section)?[- ](${NUM}(?:${LIST_SEP}${NUM})*)`, 'gi');
/** "section 3.3" */
const SECTION_CITATION = /\bsection (\d{1,2}\.\d{1,2})\b/gi;
/** "(4.1)" not right after a name (so scale(1.2) and f(1.5) are not citations) */
const PAREN_CITATION = /(?<![\w$.])\(([1-9]\.\d{1,2})\)/g;
const HEADING = /^#{1,6}\s+(\d{1,2}(?:\.\d{1,2})?)\.?\s/;

const REFERENCE_FILES = ['design', 'toolchain', 'spec'].map((name) => `${name.toUpperCase()}.md`);
const MACHINE_PATHS = ['work', 'tmp/brief', 'opt'].map((dir) => `/${dir}/`);
const escapeRe = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FORBIDDEN = [
  { re: new RegExp(`\\b(?:${REFERENCE_FILES.map(escapeRe).join('|')})`), what: 'names a reference file outside the repository' },
  { re: new RegExp(MACHINE_PATHS.map(escapeRe).join('|')), what: 'names a machine path' },
];

function gitFiles(root) {
  const git = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (git.error || git.status !== 0) return undefined;
  // a tracked file removed from the working tree is not there to read
  return git.stdout.split('\0').filter((f) => f && fs.existsSync(path.join(root, f)));
}

/** What the root .gitignore leaves out, in its simple forms: `name/` and `some/path/` directories, `*.ext` files. */
function ignoredNames(root) {
  const file = path.join(root, '.gitignore');
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').map((l) => l.trim()) : [];
  const dirLines = lines.filter((l) => /^[^*!#][^*]*\/$/.test(l)).map((l) => l.replace(/^\/|\/$/g, ''));
  const dirs = new Set([...SKIP_DIRS, ...dirLines.filter((l) => !l.includes('/'))]);
  const paths = new Set(dirLines.filter((l) => l.includes('/')));
  const suffixes = lines.filter((l) => /^\*\.[^*/]+$/.test(l)).map((l) => l.slice(1));
  return { dirs, paths, suffixes };
}

function walkFiles(root, dir = '', ignored = ignoredNames(root)) {
  const out = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!ignored.dirs.has(entry.name) && !ignored.paths.has(rel)) out.push(...walkFiles(root, rel, ignored));
    } else if (entry.isFile() && !ignored.suffixes.some((s) => entry.name.endsWith(s))) {
      out.push(rel);
    }
  }
  return out;
}

/** The file's text, or undefined for a binary file (a NUL byte near its start). */
function readText(file) {
  const buf = fs.readFileSync(file);
  return buf.subarray(0, 8000).includes(0) ? undefined : buf.toString('utf8');
}

/** The section numbers a line cites. */
export function citationsOf(line) {
  const found = [];
  for (const m of line.matchAll(SPEC_CITATION)) found.push(...m[1].split(new RegExp(LIST_SEP, 'i')));
  for (const re of [SECTION_CITATION, PAREN_CITATION]) for (const m of line.matchAll(re)) found.push(m[1]);
  return found.map((n) => n.trim());
}

export function sectionsOf(markdown) {
  return new Set(markdown.split('\n').map((l) => HEADING.exec(l)?.[1]).filter(Boolean));
}

export function checkDocs(root) {
  const listed = gitFiles(root);
  const files = listed ?? walkFiles(root);
  const problems = [];
  const docPath = path.join(root, PRODUCT_DOC);
  const sections = fs.existsSync(docPath) ? sectionsOf(fs.readFileSync(docPath, 'utf8')) : undefined;
  if (!sections) problems.push(`${PRODUCT_DOC}: missing (code comments cite its sections)`);
  let citations = 0;
  for (const file of files.sort()) {
    const text = readText(path.join(root, file));
    if (text === undefined) continue;
    text.split('\n').forEach((line, i) => {
      for (const { re, what } of FORBIDDEN) if (re.test(line)) problems.push(`${file}:${i + 1}: ${what}`);
      for (const n of citationsOf(line)) {
        citations += 1;
        if (sections && !sections.has(n)) problems.push(`${file}:${i + 1}: cites section ${n}, which ${PRODUCT_DOC} has no heading for`);
      }
    });
  }
  return { source: listed ? 'git' : 'walk', files: files.length, citations, problems };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const rootArg = args.indexOf('--root');
  const root = path.resolve(rootArg >= 0 ? args[rootArg + 1] : path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const report = checkDocs(root);
  if (args.includes('--json')) console.log(JSON.stringify(report));
  else if (report.problems.length) console.error(report.problems.join('\n'));
  else console.log(`check-docs: ${report.files} files, ${report.citations} section citations, all in ${PRODUCT_DOC}; no machine paths`);
  process.exit(report.problems.length ? 1 : 0);
}
