/**
 * Settings the host reads from its runtime-config.json and hands to every remote through this
 * shared singleton (the `@portal/shared/mf` module is one instance for the whole page): today the
 * Google Maps key and map id. A remote served alone, without a host, sees none and falls back
 * (the map draws offline).
 */
export interface HostSettings {
  googleMapsApiKey?: string;
  googleMapId?: string;
}

let settings: Readonly<HostSettings> = {};

/** the shell, once at start-up, from runtime-config.json */
export function setHostSettings(next: HostSettings): void {
  settings = Object.freeze({ ...next });
}

export function getHostSettings(): Readonly<HostSettings> {
  return settings;
}
