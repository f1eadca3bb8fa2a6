import type { components } from './schema.gen';

/**
 * The OpenAPI schemas by name, for the modules that name their wire types after them. Internal:
 * the index re-exports the named types, not this map.
 */
export type Schemas = components['schemas'];
