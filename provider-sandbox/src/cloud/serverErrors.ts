import { HttpError } from '../http/envelope';
import type { Lang } from '../http/messages';
import { cloudServerMessage, type CloudServerMessageKey } from '../resources/cloudServerMessages';

/** A field's problem: a message key and its values. */
export type FieldProblem = [CloudServerMessageKey, Record<string, string | number>?];

/** An HttpError with a cloud-server message (and field messages), in the caller's language. */
export function cloudError(
  lang: Lang,
  status: number,
  key: CloudServerMessageKey,
  params?: Record<string, string | number>,
  fields?: Record<string, FieldProblem>,
): HttpError {
  const translated = fields
    ? Object.fromEntries(
        Object.entries(fields).map(([field, [k, p]]) => [field, [cloudServerMessage(lang, k, p)]]),
      )
    : undefined;
  return new HttpError(status, cloudServerMessage(lang, key, params), translated);
}

/** 422 with the field messages; one problem reads as itself, several as `summary`. */
export function fieldsError(lang: Lang, fields: Record<string, FieldProblem>, summary: string): HttpError {
  const entries = Object.values(fields);
  const only = entries.length === 1 ? (entries[0] as FieldProblem) : undefined;
  const error = cloudError(lang, 422, only ? only[0] : 'invalidParameters', only?.[1], fields);
  return entries.length === 1 ? error : new HttpError(422, summary, error.fields);
}
