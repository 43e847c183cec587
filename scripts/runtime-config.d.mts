/** Types of runtime-config.mjs for the shell's page server (TypeScript). */
export interface EnvRuntimeConfig {
  apiBase: string;
  remotes: Record<string, string>;
  googleMapsApiKey?: string;
  googleMapId?: string;
  embedParentOrigins?: string[];
}
export function originList(value: string | undefined): string[];
export function runtimeConfig(env?: Record<string, string | undefined>): EnvRuntimeConfig;
