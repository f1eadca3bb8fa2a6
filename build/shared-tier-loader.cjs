// webpack loader of build/shared-tier.mjs: the module a build imports a tiered shared module as
// (`?consumer=<name>`), or the core the shell provides (`?core=<name>`); build/sharedTiers.cjs.
const { tierModuleSource } = require('./sharedTiers.cjs');

module.exports = function sharedTier() {
  const { files } = this.getOptions();
  const [[role, name]] = new URLSearchParams(this.resourceQuery.slice(1));
  if (!files[name]) throw new Error(`${this.resource}: ${name} is not tiered in this build`);
  return tierModuleSource(role, name, files[name], (file) => this.addDependency(file));
};
