/**
 * The one jest configuration of the browser workspaces (shared, shell and every remote): jsdom
 * with the web platform globals msw needs (./environment.cjs; msw resolved for Node by
 * ./resolver.cjs), TS/TSX through @swc/jest, CSS Modules as their class names, the setup in ./setup.ts. Each
 * workspace's jest.config.cjs is `module.exports = require('../jest.preset.cjs')(__dirname)` (the root's pointer here),
 * with its own additions spread over it when it needs any.
 */
const path = require('node:path');

/** packages that ship ES modules alone: compiled to CommonJS like the sources */
const ESM_ONLY = ['@portal', 'cookie', 'rettime', 'until-async', '@open-draft'];

/** @param {string} rootDir the workspace folder */
module.exports = function jestPreset(rootDir) {
  return {
    rootDir,
    testEnvironment: path.join(__dirname, 'environment.cjs'),
    resolver: path.join(__dirname, 'resolver.cjs'),
    roots: ['<rootDir>/src'],
    setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
      ],
      // the ES-module-only packages msw uses
      '^.+\\.mjs$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
    moduleNameMapper: { '\\.(css)$': 'identity-obj-proxy' },
  };
};
