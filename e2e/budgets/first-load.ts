/**
 * First-load JavaScript of a page, from the build output (gzip bytes), by a model documented in
 * the README: the shell's start-up JS (every shell chunk except the shell pages' chunks and the
 * messages of the languages not shown), the page's own chunk, and for each remote on the page its
 * remoteEntry.js and the chunks the exposed module loads with it (the manifest's `sync` assets of
 * that expose). Chunks a page imports lazily later (a map, a dialog) and the remote's fallback
 * copies of shared libraries (the shell's are used) are not first-load JS. The manifest's `async`
 * list is the same for every expose of a remote (all of its lazy chunks), so it says nothing
 * about one page.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REMOTE_ENTRY_FILE } from '@portal/shared/mf';

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

/**
 * the shell's JS on any page: every chunk but the shell pages' own ('page-*') and, of its
 * messages ('messages-<language>', the shared and the shell's namespaces of one language), only
 * the largest language's: a page loads its own language's only
 */
export function shellBase(): string[] {
  const dir = path.join(dist('shell'), 'js');
  const files = fs.readdirSync(dir).filter((f) => !f.startsWith('page-')).map((f) => path.join(dir, f));
  const messages = files.filter((f) => path.basename(f).startsWith('messages-'));
  if (messages.length === 0) throw new Error('the shell build has no messages-<language> chunk: its i18n loaders name them');
  const largest = messages.reduce((a, b) => (gzipSize(a) >= gzipSize(b) ? a : b));
  return files.filter((f) => !messages.includes(f) || f === largest);
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
  return [REMOTE_ENTRY_FILE, ...files].map((f) => path.join(dist(app), f));
}

export function total(files: readonly string[]): number {
  return [...new Set(files)].reduce((sum, f) => sum + gzipSize(f), 0);
}

export function pageFirstLoad(parts: readonly string[][]): number {
  return total(parts.flat());
}
