// Every package's unit tests in one jest run (`npm test` runs this; each package also runs alone).
const fs = require('node:fs');
const path = require('node:path');

// the top-level packages and the area packages under api/
const packages = ['.', 'api']
  .flatMap((parent) => fs.readdirSync(path.join(__dirname, parent)).map((dir) => path.join(parent, dir)))
  .filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.cjs')));

// At least two workers: with one, jest runs every file inside its main process, whose heap grows with
// each jsdom file until it dies (seen on 2 cores: out of memory after ~200 files, no results
// written). Workers are recycled when they hold more than the idle memory limit.
const os = require('node:os');

module.exports = {
  projects: packages.map((dir) => `<rootDir>/${dir}`),
  testTimeout: 15000,
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  workerIdleMemoryLimit: '1GB',
};
