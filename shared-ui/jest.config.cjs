// Base config plus ESM-only packages this package reaches (react-intl 12 and its @formatjs deps)
// that build/jest.base.cjs does not transform yet; see README ("Tests").
const base = require('../build/jest.base.cjs')(__dirname);
const ESM_ONLY = ['react-intl', '@formatjs', 'intl-messageformat'];
module.exports = {
  ...base,
  transformIgnorePatterns: base.transformIgnorePatterns.map((p) => p.replace('(?!(', `(?!(${ESM_ONLY.join('|')}|`)),
};
