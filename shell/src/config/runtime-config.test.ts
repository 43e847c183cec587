import { parseRuntimeConfig, type RuntimeConfig } from './runtime-config.schema';

const parse = (value: unknown): RuntimeConfig => {
  const result = parseRuntimeConfig(value);
  if (!result.ok) throw new Error(result.error);
  return result.config;
};
const errorOf = (value: unknown) => {
  const result = parseRuntimeConfig(value);
  return result.ok ? undefined : result.error;
};

describe('runtime-config.json', () => {
  it('accepts the served shape and keeps only the known fields', () => {
    const config = parse({
      apiBase: 'http://localhost:4000/api',
      remotes: { listings: 'http://localhost:3001/mf-manifest.json' },
      googleMapsApiKey: 'k',
      googleMapId: 'm',
      embedParentOrigins: ['https://partner.example'],
      extra: true,
    });
    expect(config).toEqual({
      apiBase: 'http://localhost:4000/api',
      remotes: { listings: 'http://localhost:3001/mf-manifest.json' },
      googleMapsApiKey: 'k',
      googleMapId: 'm',
      embedParentOrigins: ['https://partner.example'],
    });
  });
  it('needs an API base and defaults to no remotes', () => {
    expect(errorOf({ remotes: {} })).toMatch(/apiBase/);
    expect(errorOf({ apiBase: '' })).toMatch(/apiBase/);
    expect(parse({ apiBase: '/api' })).toEqual({ apiBase: '/api', remotes: {} });
  });
  it('says which field is wrong', () => {
    expect(errorOf(null)).toMatch(/object/);
    expect(errorOf([])).toMatch(/object/);
    expect(errorOf({ apiBase: '/api', remotes: ['x'] })).toMatch(/^remotes/);
    expect(errorOf({ apiBase: '/api', remotes: { news: '' } })).toMatch(/remotes\.news/);
    expect(errorOf({ apiBase: '/api', googleMapsApiKey: 3 })).toMatch(/googleMapsApiKey/);
    expect(errorOf({ apiBase: '/api', googleMapId: {} })).toMatch(/googleMapId/);
    expect(errorOf({ apiBase: '/api', embedParentOrigins: 'x' })).toMatch(/embedParentOrigins/);
    expect(errorOf({ apiBase: '/api', embedParentOrigins: [1] })).toMatch(/embedParentOrigins/);
  });
});
