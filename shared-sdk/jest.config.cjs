const base = require('../build/jest.base.cjs')(__dirname);

// msw 2.15 pulls in ESM-only dependencies (.mjs: rettime, @open-draft/*, until-async…) that the
// shared config neither transforms nor un-ignores. Transform every .mjs file, wherever it lives.
// TODO(root): move these two tweaks into build/jest.base.cjs so every package can use MSW.
// ESM-only packages whose files end in plain .js
const ESM_ONLY_JS = 'until-async';
const swc = Object.values(base.transform)[0];
module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.mjs$': swc },
  transformIgnorePatterns: base.transformIgnorePatterns.map((p) =>
    `^(?!.*\\.mjs$)(?!.*/node_modules/\\.pnpm/(${ESM_ONLY_JS})@).*${p}`,
  ),
};
