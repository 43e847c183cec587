/**
 * The shell's server renderer, dist/server/render.cjs (docs/ssr.md), as the page server uses it:
 * loaded again when its file changes (a shell deployed in place, `npm run dev`), null without a
 * server build or with SSR=off. Failing to load it leaves every page to the browser, as before
 * server rendering.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RuntimeConfig } from '../../config/runtime-config.schema';
import type { ServedPage, ServerOptions } from '../index';
import type { PageRequest } from '../render-page';

export interface ShellRenderer {
  configure(options: ServerOptions): void;
  render(template: string, request: PageRequest): Promise<ServedPage>;
  /** the remotes' version (federation-runtime.ts): a kept page is of one version */
  remotesVersion?(): number | Promise<number>;
  /** what a response depends on besides the device, the origin and the URL (index.ts) */
  requestVariant?(request: Pick<PageRequest, 'url' | 'cookie' | 'acceptLanguage'>): { key: string; vary: string[] };
}

export interface RendererSource {
  distDir: string;
  runtimeConfig: RuntimeConfig;
  /** SSR=off turns server rendering off */
  ssr?: string;
  /** SSR_API_BASE: where the server reaches the API, when not at the runtime config's apiBase */
  apiBase?: string;
  /** SHELL_PUBLIC_PATH: the public path the shell was built with */
  publicPath?: string;
}

/** every stylesheet of the shell's build (its layout's are in a chunk the template does not link) */
function shellStylesOf(distDir: string, publicPath: string): string[] {
  const cssDir = path.join(distDir, 'css');
  if (!fs.existsSync(cssDir)) return [];
  const base = publicPath.replace(/\/?$/, '/');
  return fs.readdirSync(cssDir).filter((f) => f.endsWith('.css')).sort().map((f) => `${base}css/${f}`);
}

/** Returns the current renderer on each call (null: the browser renders). */
export function rendererOf({ distDir, runtimeConfig, ssr, apiBase, publicPath = '/' }: RendererSource): () => ShellRenderer | null {
  const file = path.join(distDir, 'server', 'render.cjs');
  let loaded: { mtimeMs: number; renderer: ShellRenderer | null } = { mtimeMs: -1, renderer: null };
  return () => {
    if (ssr === 'off') return null;
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (mtimeMs === loaded.mtimeMs) return loaded.renderer;
    const load = createRequire(file);
    delete load.cache[file];
    try {
      const renderer = load(file) as ShellRenderer;
      renderer.configure({ runtimeConfig, apiBase: apiBase || undefined, shellStyles: shellStylesOf(distDir, publicPath) });
      loaded = { mtimeMs, renderer };
    } catch (error) {
      console.warn(`[serve] server rendering is off: ${error instanceof Error ? error.message : String(error)}`);
      loaded = { mtimeMs, renderer: null };
    }
    return loaded.renderer;
  };
}
