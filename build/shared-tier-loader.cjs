// webpack loader of build/shared-tier.mjs: the module a build imports a tiered shared module as
// (`?consumer=<name>`), or a core the shell provides (`?core=<name>`, `&generation=<n>` for a
// former one); build/sharedTiers.cjs.
const { tierModuleQuery, tierModuleSource } = require('./sharedTiers.cjs');

module.exports = function sharedTier() {
  const { files } = this.getOptions();
  const { role, name, generation } = tierModuleQuery(this.resourceQuery);
  if (!files[name]) throw new Error(`${this.resource}: ${name} is not tiered in this build`);
  return tierModuleSource(role, name, files[name], (file) => this.addDependency(file), generation);
};
