import Ajv from 'ajv';
import contributionsSchema from '../../schema/contributions.schema.json';

/** One Ajv instance for the release tool's schemas: the manifest's refers to the contributions'. */
export const ajv = new Ajv({ allErrors: true });
ajv.addSchema(contributionsSchema);

/** Ajv's errors as lines a person can act on. */
export function problemsOf(
  errors:
    | readonly { instancePath: string; message?: string; params?: Record<string, unknown> }[]
    | null
    | undefined,
): string[] {
  return (errors ?? []).map((e) => {
    const allowed =
      e.params && Array.isArray(e.params.allowedValues)
        ? ` (${(e.params.allowedValues as string[]).join(', ')})`
        : '';
    return `${e.instancePath || '/'} ${e.message ?? 'is invalid'}${allowed}`;
  });
}
