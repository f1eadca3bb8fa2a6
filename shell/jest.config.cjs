const base = require('../build/jest.base.cjs')(__dirname);

// react-intl 12 and its @formatjs deps ship ESM only; transform them too until build/jest.base.cjs does.
const ESM_ONLY = ['react-intl', '@formatjs', 'intl-messageformat'];
base.transformIgnorePatterns = base.transformIgnorePatterns.map((p) =>
  p.replace('/node_modules/\\.pnpm/(?!(', `/node_modules/\\.pnpm/(?!(${ESM_ONLY.join('|')}|`),
);

module.exports = base;
