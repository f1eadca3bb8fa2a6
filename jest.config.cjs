// Every package's unit tests in one jest run (`npm test` runs this; each package also runs alone).
const fs = require('node:fs');
const path = require('node:path');

const packages = fs
  .readdirSync(__dirname)
  .filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.cjs')));

module.exports = { projects: packages.map((dir) => `<rootDir>/${dir}`), testTimeout: 15000 };
