type Scalar = string | number | boolean | bigint | Date | Blob | null | undefined;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function scalarToString(value: Exclude<Scalar, Blob | null | undefined>): string {
  if (value instanceof Date) return value.toISOString();
  // Laravel-style backends read '1'/'0' as booleans in form bodies.
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/**
 * Flattens a value into form entries, nesting as `key[i][k]` (what PHP/Laravel backends parse
 * back into arrays). `undefined` is left out; `null` becomes an empty string.
 */
export function toFormEntries(value: unknown, prefix = ''): [string, string][] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => toFormEntries(item, `${prefix}[${i}]`));
  if (isPlainObject(value)) {
    return Object.entries(value).flatMap(([k, v]) => toFormEntries(v, prefix ? `${prefix}[${k}]` : k));
  }
  if (!prefix) return [];
  if (value === null) return [[prefix, '']];
  return [[prefix, scalarToString(value as Exclude<Scalar, Blob | null | undefined>)]];
}

export function encodeForm(value: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of toFormEntries(value)) params.append(k, v);
  return params;
}

export function isFormData(value: unknown): value is FormData {
  return typeof FormData !== 'undefined' && value instanceof FormData;
}

export { isPlainObject };
