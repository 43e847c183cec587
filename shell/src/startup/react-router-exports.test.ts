import fs from 'node:fs';
import path from 'node:path';
import * as ReactRouter from 'react-router';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** the names src/startup/react-router.ts re-exports: what the shell shares as 'react-router' */
function providedNames(): string[] {
  const source = fs.readFileSync(path.join(__dirname, 'react-router.ts'), 'utf8');
  const list = /export \{([^}]*)\} from 'react-router-package'/.exec(source);
  if (!list) throw new Error('react-router.ts re-exports nothing from react-router-package');
  return list[1]!.split(',').map((name) => name.trim()).filter(Boolean);
}

/** every browser source file of the shell, @portal/shared, the remotes and the remote template (no tests, no server code) */
function browserSources(): string[] {
  const roots = ['shell/src', 'shared/src', 'scripts/templates/remote/src',
    ...fs.readdirSync(ROOT).filter((dir) => dir.startsWith('mfe-')).map((dir) => `${dir}/src`)];
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['testing', 'server', 'node_modules'].includes(entry.name)) walk(file);
      } else if (/\.(t|j)sx?$/.test(entry.name) && !/\.test\.|\.d\.ts$/.test(entry.name)) files.push(file);
    }
  };
  for (const root of roots) walk(path.join(ROOT, root));
  return files;
}

/** the values (not types) a source imports from 'react-router', and whether it takes the whole module */
function routerImports(source: string): { names: string[]; whole: boolean } {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]react-router['"]/g)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  const whole = /import\s+\*\s+as\s+\w+\s+from\s*['"]react-router['"]|import\s+\w+\s+from\s*['"]react-router['"]|from\s*['"]react-router\//.test(source);
  return { names, whole };
}

it('provides every export of react-router that the browser code of any app imports', () => {
  const provided = new Set(providedNames());
  const missing: string[] = [];
  for (const file of browserSources()) {
    const { names, whole } = routerImports(fs.readFileSync(file, 'utf8'));
    if (whole) missing.push(`${path.relative(ROOT, file)}: the whole module or a subpath (import the names instead)`);
    for (const name of names) if (!provided.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
  }
  expect(missing).toEqual([]);
});

it('re-exports only names react-router has', () => {
  for (const name of providedNames()) expect(ReactRouter).toHaveProperty(name);
});

it('finds the imports it checks (named, aliased, multi-line, types left out)', () => {
  const source = "import { Link, useNavigate as go } from 'react-router';\nimport type { Location } from 'react-router';\nimport {\n  NavLink,\n  type To,\n} from 'react-router';";
  expect(routerImports(source)).toEqual({ names: ['Link', 'useNavigate', 'NavLink'], whole: false });
  expect(routerImports("import * as Router from 'react-router';").whole).toBe(true);
});
