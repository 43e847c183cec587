import fs from 'node:fs';
import path from 'node:path';
import * as ReactI18next from 'react-i18next';
import * as ReactRouter from 'react-router';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * The libraries the shell shares as a subset (module-federation.config.ts): the names
 * src/startup/<library>.ts re-exports from the whole package are what every app may import.
 */
const SUBSETS = [
  { library: 'react-router', module: ReactRouter as Record<string, unknown> },
  { library: 'react-i18next', module: ReactI18next as Record<string, unknown> },
];

function providedNames(library: string): string[] {
  const source = fs.readFileSync(path.join(__dirname, `${library}.ts`), 'utf8');
  const list = new RegExp(`export \\{([^}]*)\\} from '${library}-package'`).exec(source);
  if (!list) throw new Error(`${library}.ts re-exports nothing from ${library}-package`);
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

/** the values (not types) a source imports from `library`, and whether it takes the whole module */
function libraryImports(source: string, library: string): { names: string[]; whole: boolean } {
  const from = `\\s*from\\s*['"]${library}['"]`;
  const names: string[] = [];
  for (const match of source.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}${from}`, 'g'))) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  const whole = new RegExp(`import\\s+\\*\\s+as\\s+\\w+${from}|import\\s+\\w+${from}|from\\s*['"]${library}/`).test(source);
  return { names, whole };
}

describe.each(SUBSETS)('the shared $library', ({ library, module }) => {
  it('provides every export that the browser code of any app imports', () => {
    const provided = new Set(providedNames(library));
    const missing: string[] = [];
    for (const file of browserSources()) {
      const { names, whole } = libraryImports(fs.readFileSync(file, 'utf8'), library);
      if (whole) missing.push(`${path.relative(ROOT, file)}: the whole module or a subpath (import the names instead)`);
      for (const name of names) if (!provided.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('re-exports only names the package has', () => {
    for (const name of providedNames(library)) expect(module).toHaveProperty(name);
  });
});

it('finds the imports it checks (named, aliased, multi-line, types left out)', () => {
  const source = "import { Link, useNavigate as go } from 'react-router';\nimport type { Location } from 'react-router';\nimport {\n  NavLink,\n  type To,\n} from 'react-router';";
  expect(libraryImports(source, 'react-router')).toEqual({ names: ['Link', 'useNavigate', 'NavLink'], whole: false });
  expect(libraryImports("import * as Router from 'react-router';", 'react-router').whole).toBe(true);
  expect(libraryImports("import { useTranslation } from 'react-i18next';", 'react-i18next')).toEqual({ names: ['useTranslation'], whole: false });
  expect(libraryImports("import { useTranslation } from 'react-i18next';", 'react-router').names).toEqual([]);
});
