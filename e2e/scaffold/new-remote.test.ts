/**
 * npm run new-remote, end to end, in a throw-away copy of the repository: the generated remote is
 * registered everywhere the apps are listed, builds (browser and server), serves its manifest, its
 * standalone page and its server bundle, the shell's server renders its page with its data (from a
 * stub of the API), and its own jest tests pass. Builds only in the copy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyRepo } from './repo-copy';
import { freePort, run, waitFor, type Ran } from './run';
import { STUB_DISTRICT, startStubApi } from './stub-api';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const bin = (copy: string, file: string) => path.join(copy, 'node_modules', file);
const ok = (step: string, ran: Ran) => expect({ step, code: ran.code, output: ran.code === 0 ? '' : ran.output }).toEqual({ step, code: 0, output: '' });

jest.setTimeout(300_000);

let copy = '';
const servers: ChildProcess[] = [];
let api: Awaited<ReturnType<typeof startStubApi>> | undefined;
afterAll(() => {
  for (const server of servers) if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  api?.close();
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

it('makes mfe-probe: registered, built, served, and its tests pass', async () => {
  copy = copyRepo(ROOT);
  ok('new-remote', await run('npm', ['run', 'new-remote', '--', 'probe'], { cwd: copy }));
  const read = (file: string) => fs.readFileSync(path.join(copy, file), 'utf8');

  expect(JSON.parse(read('package.json')).workspaces).toContain('mfe-probe');
  expect(JSON.parse(read('package-lock.json')).packages['mfe-probe']).toMatchObject({ name: '@portal/mfe-probe' });
  expect(read('tsconfig.json')).toContain('{ "path": "mfe-probe" }');
  expect(read('shared/src/mf/remotes.ts')).toMatch(/probe: 'mfe_probe',[\s\S]*probe: 3008,/);
  expect(read('shared/src/routing/routes.ts')).toContain('...PROBE_ROUTES,');
  expect(read('api/src/seed/vocab/seo.ts')).toContain("['/probe', 'Probe｜港居', 'Probe | HarbourHome',");
  expect(read('e2e/support/ports.ts')).toContain('PORT_PROBE: String(BASE + 8),');
  expect(read('e2e/budgets/measure.ts')).toContain("probe: pageFirstLoad([base, remoteExpose('mfe-probe', 'ProbePage')]),");
  const config = await run(process.execPath, ['--input-type=module', '-e', "import { runtimeConfig } from './scripts/runtime-config.mjs'; console.log(JSON.stringify(runtimeConfig({})))"], { cwd: copy });
  expect(JSON.parse(config.output).remotes.probe).toBe('http://localhost:3008/mf-manifest.json');

  const remote = path.join(copy, 'mfe-probe');
  const build = (dir: string) =>
    run(process.execPath, [bin(copy, '@rspack/cli/bin/rspack.js'), 'build', '--mode', 'production'], { cwd: path.join(copy, dir), env: { ...process.env, NODE_ENV: 'production' } });
  const [built, shellBuilt, tests] = await Promise.all([build('mfe-probe'), build('shell'), run(process.execPath, [bin(copy, 'jest/bin/jest.js'), '--ci'], { cwd: remote })]);
  ok('build', built);
  ok('shell build', shellBuilt);
  ok('jest', tests);
  expect(tests.output).toMatch(/Tests:\s+\d+ passed, \d+ total/);

  const [port, shellPort, apiPort] = [await freePort(), await freePort(), await freePort()];
  // npm run serve -w <app>, in a process group of its own so that stopping it stops its server
  const serve = (app: string, env: Record<string, string>) => {
    const child = spawn('npm', ['run', 'serve', '-w', app], { cwd: copy, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
    servers.push(child);
    return child;
  };
  const origin = `http://localhost:${port}`;
  await waitFor(`${origin}/mf-manifest.json`, serve('mfe-probe', { PORT: String(port) }));
  const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as { name: string; exposes: Array<{ name: string }> };
  expect(manifest.name).toBe('mfe_probe');
  expect(manifest.exposes.map((e) => e.name).sort()).toEqual(['Messages', 'ProbePage']);
  const page = await fetch(`${origin}/?path=/probe`);
  expect(page.status).toBe(200);
  // the remote's scripts use the federation runtime of the page: without the shell, its own page
  // runs the one built beside it first
  expect(await page.text()).toMatch(/<title>HarbourHome · mfe_probe<\/title>[\s\S]*<script src="standalone\/federation-runtime\.js"><\/script>[\s\S]*js\/main\.[0-9a-f]+\.js/);
  expect(await (await fetch(`${origin}/standalone/federation-runtime.js`)).text()).toContain('_FEDERATION_RUNTIME_CORE');
  const serverBundle = await (await fetch(`${origin}/server/remote.cjs`)).text();
  expect(serverBundle).toContain('"./ProbePage"');

  api = await startStubApi(apiPort);
  const shell = `http://localhost:${shellPort}`;
  await waitFor(`${shell}/health`, serve('shell', {
    PORT: String(shellPort), API_BASE: `http://localhost:${apiPort}/api`,
    REMOTE_PROBE_URL: `${origin}/mf-manifest.json`, REMOTE_LISTINGS_URL: '', REMOTE_NEWS_URL: '',
  }));
  const rendered = await fetch(`${shell}/en-us/probe`);
  expect(rendered.status).toBe(200);
  expect(await rendered.text()).toMatch(new RegExp(`<h1>Probe</h1>[\\s\\S]*1 districts[\\s\\S]*${STUB_DISTRICT}`));
});
