// ESM-only packages build/jest.base.cjs does not transform yet (react-intl 12 and @formatjs; msw 2.15's
// .mjs helpers and until-async): remove this override once the base config lists them.
const base = require('../build/jest.base.cjs')(__dirname);
const ESM_ONLY = 'react-intl|@formatjs|intl-messageformat|until-async|';
base.transformIgnorePatterns = base.transformIgnorePatterns.map((p) => p.replace('(?!(', `(?!.*\\.mjs$)(?!(${ESM_ONLY}`));
base.transform = { ...base.transform, '^.+\\.mjs$': Object.values(base.transform)[0] };
module.exports = base;
