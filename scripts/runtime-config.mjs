/**
 * The shell's /runtime-config.json, written at serve time from the environment (never baked into
 * the build): API_BASE, REMOTE_<NAME>_URL (manifest URL; an empty value leaves the remote out),
 * GOOGLE_MAPS_API_KEY, GOOGLE_MAP_ID. Defaults: the local ports, for the remotes that exist in this repository.
 */
import { REMOTES, existsInRepo, portOf } from './apps.mjs';

export function runtimeConfig(env = process.env) {
  const remotes = {};
  for (const remote of REMOTES) {
    const fromEnv = env[`REMOTE_${remote.env}_URL`];
    if (fromEnv !== undefined) {
      if (fromEnv.trim()) remotes[remote.key] = fromEnv.trim();
    } else if (existsInRepo(remote)) {
      remotes[remote.key] = `http://localhost:${portOf(remote, env)}/mf-manifest.json`;
    }
  }
  const config = { apiBase: env.API_BASE || 'http://localhost:4000/api', remotes };
  if (env.GOOGLE_MAPS_API_KEY) config.googleMapsApiKey = env.GOOGLE_MAPS_API_KEY;
  if (env.GOOGLE_MAP_ID) config.googleMapId = env.GOOGLE_MAP_ID;
  return config;
}

/** origins the page will talk to first: preconnected from index.html */
export function preconnectOrigins(config) {
  const origins = new Set();
  for (const url of [config.apiBase, ...Object.values(config.remotes)]) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // a relative URL needs no preconnect
    }
  }
  return [...origins];
}
