/**
 * /runtime-config.json: written per environment at serve time, never baked into the build.
 * Checked by hand rather than with zod: this runs before the first render, and zod would add
 * ~25 KB gzip and its start-up to every first load for five fields.
 */
export interface RuntimeConfig {
  apiBase: string;
  /** remote key (route table) -> mf-manifest.json URL; a remote left out shows as unavailable */
  remotes: Record<string, string>;
  googleMapsApiKey?: string;
  /** a Google Maps map id (needed for advanced markers); optional with a key */
  googleMapId?: string;
  /** origins allowed to receive the history lists when the site is embedded; default any */
  embedParentOrigins?: string[];
}

export type RuntimeConfigCheck = { ok: true; config: RuntimeConfig } | { ok: false; error: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optionalString = (v: unknown) => v === undefined || typeof v === 'string';

export function parseRuntimeConfig(value: unknown): RuntimeConfigCheck {
  if (!isRecord(value)) return { ok: false, error: 'expected an object' };
  const { apiBase, remotes = {}, googleMapsApiKey, googleMapId, embedParentOrigins } = value;
  if (typeof apiBase !== 'string' || !apiBase) return { ok: false, error: 'apiBase: expected a non-empty string' };
  if (!isRecord(remotes)) return { ok: false, error: 'remotes: expected an object of manifest URLs' };
  for (const [key, url] of Object.entries(remotes)) {
    if (typeof url !== 'string' || !url) return { ok: false, error: `remotes.${key}: expected a non-empty string` };
  }
  if (!optionalString(googleMapsApiKey)) return { ok: false, error: 'googleMapsApiKey: expected a string' };
  if (!optionalString(googleMapId)) return { ok: false, error: 'googleMapId: expected a string' };
  if (embedParentOrigins !== undefined && !(Array.isArray(embedParentOrigins) && embedParentOrigins.every((o) => typeof o === 'string'))) {
    return { ok: false, error: 'embedParentOrigins: expected a list of strings' };
  }
  const config: RuntimeConfig = { apiBase, remotes: remotes as Record<string, string> };
  if (googleMapsApiKey !== undefined) config.googleMapsApiKey = googleMapsApiKey as string;
  if (googleMapId !== undefined) config.googleMapId = googleMapId as string;
  if (embedParentOrigins !== undefined) config.embedParentOrigins = embedParentOrigins as string[];
  return { ok: true, config };
}
