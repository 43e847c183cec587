/**
 * One jest run for the browser workspaces (shared, the shell and every remote): each keeps its own
 * config, and jest runs them as projects in one pool of workers instead of one process per
 * workspace. The API (a real database, in band) and e2e (checks on the build output) run on their own.
 */
const fs = require('node:fs');
const path = require('node:path');

const { workspaces } = JSON.parse(fs.readFileSync(path.join(__dirname, 'package.json'), 'utf8'));
const ON_THEIR_OWN = new Set(['api', 'e2e']);

module.exports = {
  // a worker that has grown past this is replaced before its next file (see api/jest.config.cjs)
  workerIdleMemoryLimit: '512MB',
  projects: workspaces
    .filter((ws) => !ON_THEIR_OWN.has(ws) && fs.existsSync(path.join(__dirname, ws, 'jest.config.cjs')))
    .map((ws) => `<rootDir>/${ws}`),
};
