import type { Response } from 'express';

/** `fields` maps a field name to its messages (the provider's failure envelope). */
export type FieldErrors = Record<string, string[]>;

/** Thrown by handlers and middleware; turned into the failure envelope by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    /** a refusal for a while (429): the seconds until the call may be made again */
    readonly retryAfterSeconds?: number,
    /** what kind of refusal it is, for clients that act on it (`code`, `reason`) */
    readonly details?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** What a handler returns when it wants a message or status other than the defaults. */
export class Reply {
  constructor(
    readonly data: unknown,
    readonly message?: string,
    readonly status = 200,
  ) {}
}

export function sendOk(res: Response, data: unknown, message: string, status = 200): void {
  res.status(status).json({ success: true, message, data: data === undefined ? null : data });
}

export function sendFail(
  res: Response,
  status: number,
  message: string,
  fields?: FieldErrors,
  retryAfterSeconds?: number,
  details?: Readonly<Record<string, string>>,
): void {
  if (retryAfterSeconds === undefined) {
    res.status(status).json({ success: false, message, ...(fields ? { fields } : {}), ...details });
    return;
  }
  // the time left goes in the header HTTP clients read and in the body the portal reads
  res.setHeader('Retry-After', String(retryAfterSeconds));
  res
    .status(status)
    .json({ success: false, message, ...(fields ? { fields } : {}), retry_after: retryAfterSeconds });
}
