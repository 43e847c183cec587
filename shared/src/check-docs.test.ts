/**
 * @jest-environment node
 */
/**
 * scripts/check-docs.mjs on this repository (every `spec N.N` citation resolves in
 * docs/product.md; no file names a machine path or a reference file kept outside the repository)
 * and on small trees that break each rule, with and without git.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/check-docs.mjs');
const SLOW = 30_000;

interface Report {
  source: 'git' | 'walk';
  files: number;
  citations: number;
  problems: string[];
}

function check(root: string): { status: number | null; report: Report } {
  const run = spawnSync(process.execPath, [SCRIPT, '--root', root, '--json'], { encoding: 'utf8' });
  if (!run.stdout) throw new Error(`check-docs printed nothing: ${run.stderr}`);
  return { status: run.status, report: JSON.parse(run.stdout) as Report };
}

const made: string[] = [];
function tree(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-check-docs-'));
  made.push(dir);
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) => spawnSync('git', ['-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8' });
const hasGit = spawnSync('git', ['--version']).status === 0;

// assembled, so that this file names neither itself
const machinePath = ['', 'work', 'main', 'README.md'].join('/');
const referenceFile = `${'design'.toUpperCase()}.md`;
const PRODUCT = '# Product\n\n## 1. One\n\n### 2.1 Two one\n';
/** a comment citing `sections` the way code does (written so this file itself cites nothing) */
const cite = (sections: string) => `// spec ${sections}\n`;
const noHeading = (file: string, n: string) => `${file}: cites section ${n}, which docs/product.md has no heading for`;

describe('check-docs', () => {
  it('passes on this repository: every cited section has a heading in docs/product.md, no machine path, no outside reference file', () => {
    const { status, report } = check(ROOT);
    expect(report.problems).toEqual([]);
    expect(status).toBe(0);
    expect(report.citations).toBeGreaterThan(100);
  }, SLOW);

  it('reports, by file and line, a citation without a heading, a machine path and a reference file name (tree walked without git)', () => {
    const dir = tree({
      'docs/product.md': PRODUCT,
      '.gitignore': 'build-cache/\n.ci/node/\n*.log\n',
      'build-cache/a.ts': cite('9.9'),
      '.ci/node/include/a.h': cite('9.9'),
      'server.log': `${machinePath}\n`,
      '.ci/run': cite('2.2'),
      'src/a.ts': `${cite('2.1 and 1')}${cite('2.1, 2.2')}// (${'3.4'})\nconst s = scale(1.2);\n`,
      'src/b.md': `See ${machinePath}.\n`,
      'src/c.ts': `// as ${referenceFile} says\n`,
      'node_modules/x/index.js': cite('9.9'),
      'dist/main.js': cite('9.9'),
      'photo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0x73, 0x70, 0x65, 0x63, 0x20, 0x39, 0x2e, 0x39]),
    });
    const { status, report } = check(dir);
    expect(report.source).toBe('walk');
    expect(report.problems).toEqual([
      noHeading('.ci/run:1', '2.2'),
      noHeading('src/a.ts:2', '2.2'),
      noHeading('src/a.ts:3', '3.4'),
      'src/b.md:1: names a machine path',
      'src/c.ts:1: names a reference file outside the repository',
    ]);
    expect(status).toBe(1);
  }, SLOW);

  it('fails when docs/product.md is missing', () => {
    const { status, report } = check(tree({ 'src/a.ts': cite('1') }));
    expect(report.problems).toEqual(['docs/product.md: missing (code comments cite its sections)']);
    expect(status).toBe(1);
  }, SLOW);

  (hasGit ? it : it.skip)('reads only the files git tracks when the tree is a repository', () => {
    const dir = tree({ 'docs/product.md': PRODUCT, 'tracked.ts': cite('2.1'), 'gone.ts': cite('1'), 'scratch.ts': cite('7.7') });
    expect(git(dir, 'init', '-q').status).toBe(0);
    expect(git(dir, 'add', 'docs/product.md', 'tracked.ts', 'gone.ts').status).toBe(0);
    fs.rmSync(path.join(dir, 'gone.ts'));
    const clean = check(dir);
    expect(clean.report).toMatchObject({ source: 'git', files: 2, problems: [] });
    expect(clean.status).toBe(0);

    fs.appendFileSync(path.join(dir, 'tracked.ts'), cite('7.7'));
    expect(check(dir).report.problems).toEqual([noHeading('tracked.ts:2', '7.7')]);
  }, SLOW);
});
