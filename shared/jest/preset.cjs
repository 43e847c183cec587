/**
 * The one jest configuration of the browser workspaces (shared, shell and every remote): jsdom,
 * TS/TSX through @swc/jest, CSS Modules as their class names, the setup in ./setup.ts. Each
 * workspace's jest.config.cjs is `module.exports = require('../shared/jest/preset.cjs')(__dirname)`,
 * with its own additions spread over it when it needs any.
 */
const path = require('node:path');

/** @param {string} rootDir the workspace folder */
module.exports = function jestPreset(rootDir) {
  return {
    rootDir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(@portal|cookie)/)'],
    moduleNameMapper: { '\\.(css)$': 'identity-obj-proxy' },
  };
};
