/**
 * Module Federation runtime plugin of every browser build (scripts/rspack-app.mjs adds it): the
 * bundle's chunk scripts are added to the page one task each.
 *
 * A remote module's chunks are requested in one go: the bundler's loader creates each chunk's
 * `<script>`, arms a timeout for it and appends it to <head>, for every chunk of the module in the
 * same task. A page's module is ten chunks or so, and under a profiler (Lighthouse, DevTools)
 * each insertion costs 2 ms or more (the async stack of the request is captured): about 25 ms in
 * one task, a hundred on a phone. One task per chunk keeps each of them short; the requests leave
 * within a few milliseconds all the same.
 *
 * A runtime plugin is evaluated before the share scope exists: this file imports nothing.
 */

type LoadScript = (url: string, done: (event?: Event) => void, key?: string, chunkId?: string | number) => void;

/** The bundler's require function, of which this plugin uses the script loader only. */
export interface BundlerRequire {
  l?: LoadScript & { staggered?: true };
}

declare const __webpack_require__: BundlerRequire | undefined;

/** A later task: scheduler.yield() where the browser has it (the work keeps its place), else a zero timeout. */
function laterTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** Makes `require`'s script loader add each script in a task of its own (once; a second call changes nothing). */
export function staggerChunkScripts(require: BundlerRequire): void {
  const load = require.l;
  if (typeof load !== 'function' || load.staggered) return;
  const staggered: LoadScript & { staggered?: true } = (...args) => {
    void laterTask().then(() => load(...args));
  };
  staggered.staggered = true;
  require.l = staggered;
}

export default function chunkScriptsPlugin(): { name: string } {
  if (typeof document !== 'undefined' && typeof __webpack_require__ !== 'undefined') staggerChunkScripts(__webpack_require__);
  return { name: 'harbourhome-chunk-scripts' };
}
