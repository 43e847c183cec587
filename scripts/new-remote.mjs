#!/usr/bin/env node
/**
 * npm run new-remote -- <name> [--route /path] [--port N] [--title-zh-hk T] [--title-zh-cn T]
 *   [--title-en-us T] [--no-install]
 * Creates mfe-<name> from scripts/templates/remote (a page of the route table with its tests, its
 * messages in the three languages, its standalone page and its browser and server builds) and
 * registers it everywhere the apps are listed (scripts/remote-register.mjs). A planned remote
 * (estates, new-properties, member, housegpt, market) takes its port and its first route from the
 * platform's tables; another takes the next free port and a route of its own (default /<name>).
 * Then npm install --package-lock-only adds it to package-lock.json for the new workspace (--no-install skips it).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES, ROOT, SHELL } from './apps.mjs';
import { namesOf, placeholders } from './remote-names.mjs';
import { register } from './remote-register.mjs';

const TEMPLATE = path.join(ROOT, 'scripts/templates/remote');

function fill(text, values) {
  let out = text;
  for (const key of Object.keys(values).sort((a, b) => b.length - a.length)) out = out.replaceAll(key, values[key]);
  return out;
}

/** copies the template into `target`, filling the placeholders of file names and contents */
function copyTemplate(from, target, values) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const dest = path.join(target, fill(entry.name.replace(/\.tmpl$/, ''), values));
    if (entry.isDirectory()) {
      fs.mkdirSync(dest, { recursive: true });
      copyTemplate(source, dest, values);
    } else {
      fs.writeFileSync(dest, fill(fs.readFileSync(source, 'utf8'), values));
    }
  }
}

function portFor(names, requested) {
  const taken = [SHELL, ...REMOTES].filter((app) => app.key !== names.key).map((app) => app.port);
  const planned = REMOTES.find((app) => app.key === names.key)?.port;
  const port = requested ?? planned ?? Math.max(...taken) + 1;
  if (taken.includes(port)) throw new Error(`port ${port} is taken (scripts/apps.mjs)`);
  return port;
}

export function newRemote(name, options = {}) {
  const names = namesOf(name, options);
  const target = path.join(ROOT, names.dir);
  if (fs.existsSync(target)) throw new Error(`${names.dir} exists already`);
  const port = portFor(names, options.port);
  fs.mkdirSync(target);
  copyTemplate(TEMPLATE, target, placeholders(names));
  register(ROOT, names, port);
  return { names, port };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      route: { type: 'string' }, port: { type: 'string' }, 'no-install': { type: 'boolean' },
      'title-zh-hk': { type: 'string' }, 'title-zh-cn': { type: 'string' }, 'title-en-us': { type: 'string' },
    },
  });
  try {
    if (positionals.length !== 1) throw new Error('usage: npm run new-remote -- <name> [--route /path] [--port N] [--title-<locale> T] [--no-install]');
    const titles = Object.fromEntries(['zh-hk', 'zh-cn', 'en-us'].filter((l) => values[`title-${l}`]).map((l) => [l, values[`title-${l}`]]));
    const { names, port } = newRemote(positionals[0], { path: values.route, port: values.port ? Number(values.port) : undefined, titles });
    if (!values['no-install']) {
      const npm = spawnSync('npm', ['install', '--package-lock-only', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
      if (npm.status !== 0) throw new Error('npm install --package-lock-only failed: run npm install to add the new workspace to package-lock.json');
    }
    console.log(`${names.dir}: ${names.fed} on port ${port}, page ${names.route.page} at ${names.route.path} (route ${names.route.name})`);
    console.log(`  npm run build -w ${names.dir} && npm run serve -w ${names.dir}, then http://localhost:${port}/?path=${names.route.path}`);
    console.log(`  titles: ${Object.values(names.titles).join(' / ')} (src/i18n/locales)`);
  } catch (error) {
    console.error(`new-remote: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
