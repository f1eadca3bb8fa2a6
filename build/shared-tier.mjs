// Stands for a generated module (build/sharedTiers.cjs): build/shared-tier-loader.cjs writes its
// code from the query, `?consumer=<name>` or `?core=<name>` (`&generation=<n>`). This text itself is never bundled.
export {};
