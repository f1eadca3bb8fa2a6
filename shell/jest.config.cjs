const base = require('../build/jest.base.cjs')(__dirname);

// msw 2.15 pulls in ESM-only helpers (rettime and @open-draft/deferred-promise as `.mjs`,
// until-async as ESM `.js`): transform them too, until build/jest.base.cjs does.
base.transformIgnorePatterns = base.transformIgnorePatterns.map((p) =>
  p.replace('(?!(', '(?!.*\\.mjs$)(?!(until-async|'),
);
const [, swc] = Object.entries(base.transform)[0];
base.transform = { ...base.transform, '^.+\\.mjs$': swc };

module.exports = base;
