/**
 * The shell's /runtime-config.json, written at serve time from the environment (never baked into
 * the build): API_BASE, REMOTE_<NAME>_URL (manifest URL; an empty value leaves the remote out),
 * GOOGLE_MAPS_API_KEY, GOOGLE_MAP_ID, EMBED_PARENT_ORIGINS (comma-separated origins allowed to
 * frame the site and receive its history lists). Defaults: the local ports, for the remotes that
 * exist in this repository. The shell's page server (shell/src/server/http) serves it.
 */
import { REMOTES, existsInRepo, portOf } from './apps.mjs';

/** 'https://a.example/, https://b.example' -> ['https://a.example', 'https://b.example'] */
export function originList(value) {
  return (value ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean);
}

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
  const parents = originList(env.EMBED_PARENT_ORIGINS);
  if (parents.length) config.embedParentOrigins = parents;
  return config;
}
