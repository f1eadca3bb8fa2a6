import type { components } from './schema.gen';

/**
 * The schemas of the account area's OpenAPI document (the root and this area's fragments) by name, for
 * the modules that name their wire types after them. Internal: the index re-exports the named types.
 */
export type Schemas = components['schemas'];
