export type ApiErrorKind = 'http' | 'offline' | 'timeout' | 'network' | 'malformed';

export type FieldErrors = Record<string, string[]>;

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  message: string;
  fields?: FieldErrors;
  /** The raw answer body, when there was one. */
  body?: unknown;
}

/** The one error every provider call fails with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly fields?: FieldErrors;
  readonly body?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.status = init.status;
    if (init.fields) this.fields = init.fields;
    if (init.body !== undefined) this.body = init.body;
  }

  /** The first message for a field, if the server sent one. */
  fieldMessage(field: string): string | undefined {
    return this.fields?.[field]?.[0];
  }
}

const KINDS: readonly string[] = ['http', 'offline', 'timeout', 'network', 'malformed'];

/** True for an ApiError, also one thrown by another copy of the SDK (so not `instanceof`). */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  if (!error || typeof error !== 'object') return false;
  const e = error as Record<string, unknown>;
  return (
    e.name === 'ApiError' &&
    typeof e.status === 'number' &&
    typeof e.message === 'string' &&
    KINDS.includes(e.kind as string)
  );
}
