import { runtimeConfigSchema } from './runtime-config.schema';

describe('runtime-config.json', () => {
  it('accepts the served shape', () => {
    const config = runtimeConfigSchema.parse({
      apiBase: 'http://localhost:4000/api',
      remotes: { listings: 'http://localhost:3001/mf-manifest.json' },
      googleMapsApiKey: 'k',
    });
    expect(config.remotes.listings).toContain('mf-manifest.json');
  });
  it('needs an API base and defaults to no remotes', () => {
    expect(runtimeConfigSchema.safeParse({ remotes: {} }).success).toBe(false);
    expect(runtimeConfigSchema.parse({ apiBase: '/api' }).remotes).toEqual({});
  });
});
