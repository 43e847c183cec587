/**
 * The jest preset of the browser workspaces (the shell and every remote), kept in @portal/shared
 * (shared/jest/) beside its environment, resolver and setup: `require('../jest.preset.cjs')(__dirname)`.
 */
module.exports = require('./shared/jest/preset.cjs');
