import { createTestEnv, type TestEnv } from '../test/helpers';
import { registered } from './http/register';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe('GET /api/openapi.json', () => {
  it('documents every registered endpoint as OpenAPI 3.1, member calls included', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const ep of registered) {
      expect(doc.paths[`/api${ep.path}`]?.[ep.method.toLowerCase()]).toBeDefined();
    }
    expect(doc.paths['/api/User/GetUserInfo']).toBeDefined();
  });

  it('describes query parameters, bodies and the envelope from the zod contracts', async () => {
    const doc = (await env.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const latest = doc.paths['/api/Property/GetLatestProperty'].get;
    expect(latest.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['language', 'rentalType', 'length']));
    const search = doc.paths['/api/Property/SearchProperty'].post;
    const body = search.requestBody.content['application/json'].schema;
    expect(body.properties.pageCount).toMatchObject({ type: 'integer', maximum: 100 });
    expect(body.properties.estateIds).toMatchObject({ type: 'array', maxItems: 50 });
    const ok = search.responses['200'].content['application/json'].schema;
    expect(ok.properties.result.properties.items.items.properties.propertyID).toEqual({ type: 'string' });
    expect(search.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Failure' });
    expect(doc.components.schemas.Failure.properties.field).toBeDefined();
  });
});
