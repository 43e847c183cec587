/** API tests run against a real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  transformIgnorePatterns: ['/node_modules/(?!(@portal|cookie)/)'],
  testTimeout: 60000,
  // one migrated and one seeded database per run, copied by each test file (test/snapshots.ts)
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
