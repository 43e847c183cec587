/**
 * The API as the generated page needs it, for the shell's server in the generator's test: GetGscope
 * answers one region with one district, every other path a 404 (the layout's calls, GetSeo), which
 * the shell renders through.
 */
import http from 'node:http';

export const STUB_DISTRICT = 'Central and Western';

const GSCOPE = [{
  gscopeCode: 'HK', gscopeNameWithCulture: 'Hong Kong Island', level: 1, lat: null, lng: null, schoolNet: [],
  children: [{ gscopeCode: 'HK1', gscopeNameWithCulture: STUB_DISTRICT, level: 2, lat: null, lng: null, schoolNet: [], children: [] }],
}];

export function startStubApi(port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const known = (req.url ?? '').startsWith('/api/DictionaryInfo/GetGscope');
    res.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(known ? { code: 0, result: GSCOPE } : { code: 404, message: 'not in the stub' }));
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
