/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as routing from '@portal/shared/routing';
import { evaluateBundle, loadRemote, registerRemotes, remotesVersion, serverBundleUrl } from './federation-runtime';

const bundle = (text: string) => `
  const routing = require('@portal/shared/routing');
  module.exports = { exposes: { './Greeting': () => Promise.resolve({ default: ${JSON.stringify(text)}, routing }) } };`;

let body = bundle('first');
let requests: Array<string | undefined> = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(req.headers['if-none-match']);
    const etag = `"${body.length}-${body.charCodeAt(body.length - 10)}"`;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag });
      return res.end();
    }
    res.writeHead(req.url === '/server/remote.cjs' ? 200 : 404, { ETag: etag });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  registerRemotes([{ name: 'mfe_test', entry: `${base}/mf-manifest.json` }]);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('finds a remote\'s server bundle beside its manifest', () => {
  expect(serverBundleUrl('https://cdn.example/listings/mf-manifest.json')).toBe('https://cdn.example/listings/server/remote.cjs');
});

it('evaluates a bundle with the shell\'s own @portal/shared instances, and refuses what is not shared', () => {
  const container = evaluateBundle(bundle('x'), 'test.cjs');
  return container.exposes['./Greeting']!().then((mod) => expect((mod as { routing: unknown }).routing).toBe(routing))
    .then(() => expect(() => evaluateBundle("require('fs')", 'bad.cjs')).toThrow(/does not share/))
    .then(() => expect(() => evaluateBundle('module.exports = 1', 'bad.cjs')).toThrow(/not a remote's server bundle/));
});

it('loads an exposed module once, asks again with its ETag after a second, and takes a redeployed bundle', async () => {
  requests = [];
  expect(await loadRemote<{ default: string }>('mfe_test/Greeting')).toMatchObject({ default: 'first' });
  expect(await loadRemote<{ default: string }>('mfe_test/Greeting')).toMatchObject({ default: 'first' });
  expect(requests).toEqual([undefined]);
  await new Promise((r) => setTimeout(r, 1100));
  expect(await loadRemote<{ default: string }>('mfe_test/Greeting')).toMatchObject({ default: 'first' });
  expect(requests).toHaveLength(2);
  expect(requests[1]).toMatch(/^"/);
  body = bundle('second, redeployed');
  await new Promise((r) => setTimeout(r, 1100));
  expect(await loadRemote<{ default: string }>('mfe_test/Greeting')).toMatchObject({ default: 'second, redeployed' });
  await expect(loadRemote('mfe_test/Missing')).rejects.toThrow(/not exposed/);
  await expect(loadRemote('mfe_nobody/Greeting')).rejects.toThrow(/not registered/);
});

it('counts a remote\'s new version, and its going down and coming back, in remotesVersion (a second after its last look)', async () => {
  await loadRemote('mfe_test/Greeting');
  const start = await remotesVersion();
  expect(await remotesVersion()).toBe(start); // looked at less than a second ago: not asked again
  body = bundle('third');
  await new Promise((r) => setTimeout(r, 1100));
  const redeployed = await remotesVersion();
  expect(redeployed).toBeGreaterThan(start);
  expect(await loadRemote<{ default: string }>('mfe_test/Greeting')).toMatchObject({ default: 'third' });
  const original = body;
  body = 'throw new Error("broken")';
  await new Promise((r) => setTimeout(r, 1100));
  const broken = await remotesVersion();
  expect(broken).toBeGreaterThan(redeployed);
  body = original;
  await new Promise((r) => setTimeout(r, 1100));
  expect(await remotesVersion()).toBeGreaterThan(broken);
});
