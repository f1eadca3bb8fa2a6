import type { ServerSizeError, ServerSizeErrors } from '@portal/shared-sdk/rules';
import type { FieldProblem } from './serverErrors';

/** The shared size rule's problems as the provider's field messages. */
export function sizeProblems(errors: ServerSizeErrors): Record<string, FieldProblem> {
  const problem = (e: ServerSizeError): FieldProblem => {
    switch (e.kind) {
      case 'tier':
        return ['tierUnknown'];
      case 'required':
        return ['sizeRequired'];
      case 'whole':
        return ['sizeWhole'];
      case 'range':
        return ['sizeRange', { min: e.min, max: e.max }];
      case 'osDisk':
        return ['sizeOsDisk', { min: e.min }];
    }
  };
  return Object.fromEntries(
    Object.entries(errors).map(([field, e]) => [field, problem(e as ServerSizeError)]),
  );
}
