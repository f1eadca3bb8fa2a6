// The nginx tests start Debian's nginx (npm test installs it when missing; a run without it fails).
module.exports = require('../build/jest.base.cjs')(__dirname, { env: 'node' });
