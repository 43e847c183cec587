/** The e2e package's jest tests: checks on the build output and on the journeys' own pipeline (Playwright runs the journeys). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/budgets', '<rootDir>/pipeline', '<rootDir>/scaffold'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
};
