/** One autocannon measurement: requests/s, p50 and p99 latency, errors. */
import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  description: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** a new body for each request (defeats the search cache) */
  nextBody?: () => unknown;
}

export interface Measurement {
  name: string;
  description: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export async function measure(base: string, s: Scenario, connections: number, seconds: number): Promise<Measurement> {
  const headers = { 'content-type': 'application/json', language: 'zh-hk', platform: 'pc', cityen: 'hk' };
  const result = await autocannon({
    url: `${base}/api${s.path}`,
    connections,
    duration: seconds,
    method: s.method,
    headers,
    ...(s.nextBody
      ? { requests: [{ method: s.method, setupRequest: (req: Record<string, unknown>) => ({ ...req, body: JSON.stringify(s.nextBody?.()) }) }] }
      : s.body !== undefined ? { body: JSON.stringify(s.body) } : {}),
  });
  return {
    name: s.name,
    description: s.description,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
