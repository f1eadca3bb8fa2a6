/**
 * How the provider SDK's transport (its `src/core/client.ts`, over axios) puts a call on the wire,
 * so a test can send a table row exactly as the SDK would: real PUT and DELETE (no `_method`);
 * a body as `application/x-www-form-urlencoded`; a GET's data as the query string; `Authorization:
 * Bearer <token>`; `Accept: application/json`; `Accept-Language: en` unless set otherwise.
 */

export const SDK_HEADERS = {
  'Content-Type': 'application/x-www-form-urlencoded',
  Accept: 'application/json',
  'Accept-Language': 'en',
} as const;

/**
 * The SDK's form encoding: every value through `String()` (so `true` goes out as `true`); a list of
 * plain values as `key[]=v`, a list of objects as `key[i][k]=v`, an object as `key[k]=v` (one level:
 * a nested object becomes `[object Object]`, as the SDK sends it); `undefined` and `null` left out.
 */
export function sdkFormBody(data: Readonly<Record<string, unknown>>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      value.forEach((item: unknown, i) => {
        if (typeof item === 'object' && item !== null) {
          for (const [k, v] of Object.entries(item)) form.append(`${key}[${i}][${k}]`, String(v));
        } else {
          form.append(`${key}[]`, String(item));
        }
      });
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) form.append(`${key}[${k}]`, String(v));
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}

/** A GET's data as axios puts it in the query string: `key=value`, a list as `key[]=v`. */
export function sdkQuery(data: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) query.append(`${key}[]`, String(item));
    else query.append(key, String(value));
  }
  return query.toString();
}

/** A path template (`/cloud/servers/{server_id}`) with its parameters filled in. */
export function fillPath(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(params[name]));
  });
}
