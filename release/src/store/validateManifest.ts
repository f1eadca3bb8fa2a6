import Ajv from 'ajv';
import schema from '../../schema/manifest.schema.json';
import type { RemoteManifest } from '../manifestTypes';

const ajv = new Ajv({ allErrors: true });
const validate = ajv.compile<RemoteManifest>(schema);

export class ManifestSchemaError extends Error {
  override name = 'ManifestSchemaError';
  constructor(readonly problems: string[]) {
    super(`remote manifest does not match its schema:\n  ${problems.join('\n  ')}`);
  }
}

/** Checks a manifest against `schema/manifest.schema.json`; throws with every problem found. */
export function validateManifest(value: unknown): RemoteManifest {
  if (validate(value)) return value;
  const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
  throw new ManifestSchemaError(problems);
}
