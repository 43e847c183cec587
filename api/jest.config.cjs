/** API tests run against a real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. */
const fs = require('node:fs');
const path = require('node:path');

/** a test file that imports the harness, the API process helper, the db module or the catalog's test support, or opens a database itself */
const OPENS_A_DATABASE = /from '[^']*\/(helpers|api-process|db|db\/index|test-support)'|\b(openDb|createTestEnv|createTestDb|withStore|freshPostgres)\(/;

function testFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return testFiles(p);
    return e.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** a file about PGlite itself (its data folder): it opens PGlite whatever the store under test */
const ABOUT_PGLITE = /^src\/db\/pglite-folder\.test\.ts$/;

/**
 * On PostgreSQL (the suite's second pass in CI) only the files that open a database run: the
 * others test code that never reaches a store, and passed in the first pass, as did the files
 * about PGlite itself.
 */
function storeFreeFiles() {
  return ['src', 'test']
    .flatMap((d) => testFiles(path.join(__dirname, d)))
    .filter((f) => ABOUT_PGLITE.test(path.relative(__dirname, f)) || !OPENS_A_DATABASE.test(fs.readFileSync(f, 'utf8')))
    .map((f) => `${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  transformIgnorePatterns: ['/node_modules/(?!(@portal|cookie)/)'],
  testTimeout: 60000,
  // A worker keeps what each file loaded (the app's modules, a PGlite's memory) and slows as it
  // grows: past 512 MB it is replaced before its next file. The PGlite pass took 760-810 s on two
  // cores without this, 620 s with 1 GB, 423 s with 512 MB.
  workerIdleMemoryLimit: '512MB',
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DATABASE_URL ? storeFreeFiles() : [])],
  // one migrated and one seeded database per run, copied by each test file (test/snapshots.ts)
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
