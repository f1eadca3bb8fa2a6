import type { Response } from 'express';

/** `fields` maps a field name to its messages (the provider's failure envelope). */
export type FieldErrors = Record<string, string[]>;

/** Thrown by handlers and middleware; turned into the failure envelope by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
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

export function sendFail(res: Response, status: number, message: string, fields?: FieldErrors): void {
  res.status(status).json(fields ? { success: false, message, fields } : { success: false, message });
}
