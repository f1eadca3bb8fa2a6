// Shared jest settings for every package: @swc/jest (fast TS/TSX), jsdom fixed for fetch/MSW.
const path = require('node:path');

/** @param {string} dir the package folder; @param {{ env?: 'dom' | 'node' }} [opts] */
module.exports = function jestConfig(dir, opts = {}) {
  const dom = (opts.env ?? 'dom') === 'dom';
  return {
    rootDir: dir,
    testEnvironment: dom ? 'jest-fixed-jsdom' : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Workspace packages are TS source reached through symlinks. ESM-only dependencies (Chakra's
    // family, victory/d3, react-intl and @formatjs, msw's .mjs files and until-async) are transformed too; the rest of
    // node_modules is not.
    transformIgnorePatterns: [
      '^(?!.*\\.mjs$).*/node_modules/\\.pnpm/(?!(@chakra-ui|@ark-ui|@zag-js|@pandacss|uqr|proxy-compare|@internationalized|@floating-ui|victory|d3-|internmap|delaunator|robust-predicates|persian-date|until-async|react-intl|@formatjs|intl-messageformat)).*/',
    ],
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'jest.style-stub.cjs'),
      '\\.(png|svg|jpg|woff2?)$': path.join(__dirname, 'jest.file-stub.cjs'),
    },
    setupFilesAfterEnv: dom ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
  };
};
