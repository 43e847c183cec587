import { parseRuntimeConfig, type RuntimeConfig } from './runtime-config.schema';

let current: RuntimeConfig | undefined;

/** Fetches and checks /runtime-config.json once, at start-up (index.html preloads it). */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const res = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const parsed = parseRuntimeConfig(await res.json());
  if (!parsed.ok) throw new Error(`${url} is not valid: ${parsed.error}`);
  current = parsed.config;
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('runtime config read before loadRuntimeConfig()');
  return current;
}
