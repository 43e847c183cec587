/**
 * First-load JavaScript of a page, from the build output (gzip bytes), by a model documented in
 * the README: the shell's start-up JS (every shell chunk except the shell pages' own chunks and
 * the messages of the two languages the page is not in: a page downloads its own language's),
 * the page's own chunk, and for each remote the page renders before it is idle its remoteEntry.js
 * and the chunks the exposed module loads with it (the manifest's `sync` assets of that expose). Chunks a page
 * imports lazily later (a map, a dialog) and the remote's fallback copies of shared libraries (the
 * shell's are used) are not first-load JS. The manifest's `async` list is the same for every
 * expose of a remote (all of its lazy chunks), so it says nothing about one page.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

interface Assets { js: { sync: string[]; async: string[] } }
interface Stats {
  shared: Array<{ name: string; assets: Assets }>;
  exposes: Array<{ name: string; assets: Assets }>;
}

const gzipCache = new Map<string, number>();
export function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function dist(app: string): string {
  return path.join(ROOT, app, 'dist');
}

function stats(app: string): Stats {
  return JSON.parse(fs.readFileSync(path.join(dist(app), 'mf-stats.json'), 'utf8')) as Stats;
}

export const LOCALES = ['zh-hk', 'zh-cn', 'en-us'] as const;
export type Locale = (typeof LOCALES)[number];

/** the shell's message files (its own namespace and the common one of @portal/shared) of a language */
function messageFiles(locale: Locale): string[] {
  return [path.join(ROOT, 'shell', 'src', 'i18n', 'locales', locale, 'shell.json'), path.join(ROOT, 'shared', 'src', 'i18n', 'locales', locale, 'common.json')];
}

/** a message file as the build writes it into a chunk: JSON.parse('<minified JSON>') */
function asBuilt(file: string): string {
  const json = JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')));
  return `JSON.parse('${json.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}')`;
}

/** the chunk files of the shell that hold a language's messages (found by their content) */
export function messageChunks(locale: Locale): string[] {
  const dir = path.join(dist('shell'), 'js');
  const built = messageFiles(locale).map(asBuilt);
  return fs.readdirSync(dir).filter((f) => {
    const code = fs.readFileSync(path.join(dir, f), 'utf8');
    return built.some((text) => code.includes(text));
  }).map((f) => path.join(dir, f));
}

/** the shell's JS on any page in `locale`: every chunk but the shell pages' own ('page-*') and the other languages' messages */
export function shellBase(locale: Locale = 'zh-hk'): string[] {
  const dir = path.join(dist('shell'), 'js');
  const others = new Set(LOCALES.filter((l) => l !== locale).flatMap(messageChunks));
  return fs.readdirSync(dir).filter((f) => !f.startsWith('page-')).map((f) => path.join(dir, f)).filter((f) => !others.has(f));
}

export function shellPage(name: string): string[] {
  const dir = path.join(dist('shell'), 'js');
  return fs.readdirSync(dir).filter((f) => f.startsWith(`page-${name}.`)).map((f) => path.join(dir, f));
}

export function remoteExpose(app: string, exposed: string): string[] {
  const s = stats(app);
  const expose = s.exposes.find((e) => e.name === exposed);
  if (!expose) throw new Error(`${app} does not expose ${exposed}`);
  const fallbacks = new Set(s.shared.flatMap((sh) => [...sh.assets.js.sync, ...sh.assets.js.async]));
  const files = expose.assets.js.sync.filter((f) => !fallbacks.has(f));
  return ['remoteEntry.js', ...files].map((f) => path.join(dist(app), f));
}

export function total(files: readonly string[]): number {
  return [...new Set(files)].reduce((sum, f) => sum + gzipSize(f), 0);
}

export function pageFirstLoad(parts: readonly string[][]): number {
  return total(parts.flat());
}
