module.exports = require('../shared/jest/preset.cjs')(__dirname);
