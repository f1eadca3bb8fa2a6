const base = require('../build/jest.base.cjs')(__dirname);

// Until build/jest.base.cjs does it: transform the ESM-only packages the shell's tests reach —
// react-intl 12 and its @formatjs deps, and msw 2.15's helpers (rettime and @open-draft/* ship
// `.mjs`, until-async ships ESM `.js`).
const ESM_ONLY = ['react-intl', '@formatjs', 'intl-messageformat', 'until-async'];
base.transformIgnorePatterns = base.transformIgnorePatterns.map((p) =>
  p.replace('(?!(', `(?!.*\\.mjs$)(?!(${ESM_ONLY.join('|')}|`),
);
const [, swc] = Object.entries(base.transform)[0];
base.transform = { ...base.transform, '^.+\\.mjs$': swc };

module.exports = base;
