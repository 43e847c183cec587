/**
 * Every integer a request carries fits the column it is compared with or stored in: an int4
 * (integer) column unless the schema declares a bigserial id (format int64, a safe integer).
 * AddOperateContactLog with agentId 2147483648 once reached PostgreSQL and answered 500.
 */
import { API_MESSAGES, FORM_MESSAGES, INT4_MAX, INT4_MIN, LANGUAGES } from '@portal/shared/contracts';
import { createTestEnv, type TestEnv } from './helpers';
import { alternatives, contractEndpoints, fieldName, hasType, requestFields, type JsonSchema } from './request-fields';

function lowest(s: JsonSchema): number {
  return Math.max(s.minimum ?? -Infinity, s.exclusiveMinimum === undefined ? -Infinity : s.exclusiveMinimum + 1);
}
function highest(s: JsonSchema): number {
  return Math.min(s.maximum ?? Infinity, s.exclusiveMaximum === undefined ? Infinity : s.exclusiveMaximum - 1);
}
/** why an integer schema does not fit its column, or undefined when it does */
function misfit(s: JsonSchema): string | undefined {
  const [lo, hi] = [lowest(s), highest(s)];
  if (s.format === 'int64') {
    return lo >= -Number.MAX_SAFE_INTEGER && hi <= Number.MAX_SAFE_INTEGER ? undefined : `int64 [${lo}, ${hi}] beyond safe integers`;
  }
  return lo >= INT4_MIN && hi <= INT4_MAX ? undefined : `[${lo}, ${hi}] is not within int4 and not declared int64`;
}

describe('integer fields of every request', () => {
  it('are bounded to int4, or declared int64 (a bigserial id) and safe', () => {
    const endpoints = contractEndpoints();
    const integers = endpoints.flatMap((ep) =>
      requestFields(ep)
        .filter((f) => alternatives(f.schema).some((s) => hasType(s, 'integer')))
        .map((f) => ({ name: `${ep.name} ${fieldName(f)}`, schema: f.schema })),
    );
    expect(integers.length).toBeGreaterThan(100);
    const wrong = integers.flatMap(({ name, schema }) => {
      const why = misfit(schema);
      return why ? [`${name}: ${why}`] : [];
    });
    expect(wrong).toEqual([]);
  });
});

describe('an integer beyond its column', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
  });
  afterAll(() => env.close());

  it.each(['/User/AddOperateContactLog', '/User/AddOperateContactVerLog'])('%s: agentId 2147483648 is a 400 with the localized message', async (path) => {
    for (const language of LANGUAGES) {
      const res = await env.app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: { 'content-type': 'application/json', language },
        payload: JSON.stringify({ contactType: 'phone', agentId: 2147483648 }),
        remoteAddress: '10.31.0.1',
      });
      expect(res.statusCode).toBe(400);
      const detail = `body.agentId: ${FORM_MESSAGES['errors.invalid'][language]}`;
      expect(res.json()).toMatchObject({ code: 400, field: 'body.agentId', message: API_MESSAGES.invalidRequest[language].replace('{detail}', detail) });
    }
  });
});
