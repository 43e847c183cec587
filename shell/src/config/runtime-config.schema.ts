import { z } from 'zod';

/** /runtime-config.json: written per environment at serve time, never baked into the build. */
export const runtimeConfigSchema = z.object({
  apiBase: z.string().min(1),
  /** remote key (route table) -> mf-manifest.json URL; a remote left out shows as unavailable */
  remotes: z.record(z.string(), z.string().min(1)).default({}),
  googleMapsApiKey: z.string().optional(),
  /** a Google Maps map id (needed for advanced markers); optional with a key */
  googleMapId: z.string().optional(),
  /** origins allowed to receive the history lists when the site is embedded; default any */
  embedParentOrigins: z.array(z.string()).optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
