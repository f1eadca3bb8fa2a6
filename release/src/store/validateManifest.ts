import schema from '../../schema/manifest.schema.json';
import type { RemoteManifest } from '../manifestTypes';
import { REMOTE_NAMES } from '../remotes';
import { ajv, problemsOf } from './schemaValidator';

/** The manifest's schema with the registry's remote names as the only keys of `remotes`. */
export function manifestSchema(names: readonly string[] = REMOTE_NAMES): object {
  return {
    ...schema,
    properties: {
      ...schema.properties,
      remotes: { ...schema.properties.remotes, propertyNames: { enum: [...names] } },
    },
  };
}

const validate = ajv.compile<RemoteManifest>(manifestSchema());

export class ManifestSchemaError extends Error {
  override name = 'ManifestSchemaError';
  constructor(readonly problems: string[]) {
    super(`remote manifest does not match its schema:\n  ${problems.join('\n  ')}`);
  }
}

/** Checks a manifest against `schema/manifest.schema.json` and the registry's names; throws with every problem found. */
export function validateManifest(value: unknown): RemoteManifest {
  if (validate(value)) return value;
  throw new ManifestSchemaError(problemsOf(validate.errors));
}
