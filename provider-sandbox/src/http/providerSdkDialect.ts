import type { RequestHandler } from 'express';
import type { FieldErrors } from './envelope';
import { isPlainObject } from './router';

type Body = Record<string, unknown>;

/**
 * One call the provider's own SDK makes with other names than the portal's: its fields read under
 * the portal's names before the call is checked. `rename` maps the SDK's name to the portal's;
 * `convert` reshapes what a rename cannot and returns the same map for what it read.
 */
export interface SdkDialect {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** the full path (`/api/v1/...`) */
  path: RegExp;
  rename?: Readonly<Record<string, string>>;
  convert?: (body: Body) => Record<string, string> | void;
  /** runs on the body as sent, before the renames (defaults the SDK leaves to the provider) */
  before?: (body: Body) => void;
}

const has = (body: Body, key: string) => body[key] !== undefined;

/** Applies a dialect to a body; answers portal name → the name the caller used. */
export function readDialect(dialect: SdkDialect, body: Body): Record<string, string> {
  const used: Record<string, string> = {};
  dialect.before?.(body);
  for (const [theirs, ours] of Object.entries(dialect.rename ?? {})) {
    // the portal's own name wins when both came
    if (!has(body, theirs) || has(body, ours)) continue;
    body[ours] = body[theirs];
    delete body[theirs];
    used[ours] = theirs;
  }
  Object.assign(used, dialect.convert?.(body) ?? {});
  return used;
}

/** A refusal's fields under the names the caller sent (`content` → `value`, `ns1` → `nameservers.0`). */
export function fieldsAsSent(
  fields: FieldErrors,
  used: Readonly<Record<string, string>> | undefined,
): FieldErrors {
  if (!used || Object.keys(used).length === 0) return fields;
  const renamed: FieldErrors = {};
  for (const [field, messages] of Object.entries(fields)) {
    const head = field.split('.')[0] as string;
    const name = used[head] ? `${used[head]}${field.slice(head.length)}` : field;
    renamed[name] = [...(renamed[name] ?? []), ...messages];
  }
  return renamed;
}

/** `res.locals` key of the names a call was read under. */
export const SDK_NAMES_LOCAL = 'sdkNames';

/** The express middleware: a call that matches a dialect is read under the portal's names. */
export function providerSdkDialect(dialects: readonly SdkDialect[]): RequestHandler {
  return (req, res, next) => {
    const dialect = dialects.find((d) => d.method === req.method && d.path.test(req.path));
    if (!dialect) return next();
    if (req.method === 'GET') {
      // the query is a getter in express 5: read it into a copy the route will see
      const query = { ...(req.query as Body) };
      res.locals[SDK_NAMES_LOCAL] = readDialect(dialect, query);
      Object.defineProperty(req, 'query', { value: query, writable: true, configurable: true });
    } else if (isPlainObject(req.body)) {
      // a body that is not an object is the route's to refuse
      res.locals[SDK_NAMES_LOCAL] = readDialect(dialect, req.body as Body);
    } else if (req.body === undefined) {
      req.body = {};
      res.locals[SDK_NAMES_LOCAL] = readDialect(dialect, req.body as Body);
    }
    next();
  };
}
