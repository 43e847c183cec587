/**
 * TRUST_PROXY: only the hops written by trusted proxies count. A client that rotates the
 * X-Forwarded-For it sends from one connection still meets the rate limit of its real address.
 */
import { clientKeyOf, parseTrustProxy } from '../src/http/client-address';
import { createTestEnv, type TestEnv } from './helpers';

const LIMIT = 30; // User/GetVisitorId per minute
const saved = process.env.TRUST_PROXY;
afterAll(() => {
  if (saved === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = saved;
});

async function withProxySetting(value: string, fn: (env: TestEnv) => Promise<void>) {
  process.env.TRUST_PROXY = value;
  const env = await createTestEnv();
  try {
    await fn(env);
  } finally {
    await env.close();
  }
}

/** LIMIT + 1 calls from one socket, each with a new made-up address in front; the last status */
async function rotate(env: TestEnv, remoteAddress: string, realClient: string | undefined): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i++) {
    const spoofed = `198.51.100.${i % 250}, 2001:db8::${i.toString(16)}`;
    const res = await env.app.inject({
      method: 'GET',
      url: '/api/User/GetVisitorId',
      remoteAddress,
      headers: { 'x-forwarded-for': realClient ? `${spoofed}, ${realClient}` : spoofed },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('1: one hop; a rotating X-Forwarded-For still meets the limit of the address the proxy saw', async () => {
    await withProxySetting('1', async (env) => {
      const statuses = await rotate(env, '10.0.0.5', '203.0.113.7');
      expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
      expect(statuses[LIMIT]).toBe(429);
    });
  });

  it('a list of proxy ranges: the first address from the right outside them', async () => {
    await withProxySetting('10.0.0.0/8, 192.0.2.1', async (env) => {
      expect((await rotate(env, '10.0.0.5', '203.0.113.8'))[LIMIT]).toBe(429);
      // a socket that is not a trusted proxy: its own header is not believed at all
      expect((await rotate(env, '203.0.113.9', undefined))[LIMIT]).toBe(429);
    });
  });

  it('is read as a hop count, a list of addresses and ranges, or off; anything else stops the start', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    const hops = (value: string) => {
      const trust = parseTrustProxy(value);
      if (typeof trust !== 'function') throw new Error(`${value}: not a hop count`);
      return [0, 1, 2, 3].filter((hop) => trust('192.0.2.1', hop)).length;
    };
    expect(hops('1')).toBe(1);
    expect(hops('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 2001:db8::/32,loopback')).toEqual(['10.0.0.0/8', '2001:db8::/32', 'loopback']);
    for (const bad of ['true', 'yes', '10.0.0.0/33', '10.0.0.300', 'proxy.example.com', '10.0.0.0/8/1', '-1', '99']) {
      expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('the rate limits\' client key', () => {
  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    expect(clientKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('a client rotating addresses inside its IPv6 /64 meets the limit', async () => {
    await withProxySetting('0', async (env) => {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i++) {
        const remoteAddress = `2001:db8:77:1:${(i + 1).toString(16)}::${(i * 7 + 3).toString(16)}`;
        statuses.push((await env.app.inject({ method: 'GET', url: '/api/User/GetVisitorId', remoteAddress })).statusCode);
      }
      expect(statuses[LIMIT]).toBe(429);
    });
  });
});
