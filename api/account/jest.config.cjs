module.exports = require('../../build/jest.base.cjs')(__dirname);
