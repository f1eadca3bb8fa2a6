import type { DeclaredAnswer } from './sdkCallTypes';

/** A value at a dotted path (`series.0.points`) inside `value`; undefined when any step is missing. */
export function valueAt(value: unknown, path: string): unknown {
  let current = value;
  for (const step of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

function missingFields(item: Record<string, unknown>, fields: readonly string[]): string[] {
  return fields.filter((f) => !(f in item) || item[f] === undefined);
}

/**
 * What is wrong with an answer to a row, as the SDK would meet it: not 2xx, not `success: true`,
 * or `data` (at the row's `at`) not the declared shape with the declared fields; null when right.
 * A list must hold at least one item, so its fields are really checked.
 */
export function answerProblem(status: number, body: unknown, declared: DeclaredAnswer): string | null {
  const envelope = isObject(body) ? body : {};
  if (status < 200 || status > 299) {
    const message = typeof envelope.message === 'string' ? `: ${envelope.message}` : '';
    const fields = isObject(envelope.fields) ? ` ${JSON.stringify(envelope.fields)}` : '';
    return `answered ${status}${message}${fields}`;
  }
  if (envelope.success !== true) return 'answered without `success: true`';
  if (declared.shape === 'none') return null;
  const data = declared.at ? valueAt(envelope.data, declared.at) : envelope.data;
  const where = declared.at ? `data.${declared.at}` : 'data';
  if (declared.shape === 'object') {
    if (!isObject(data)) return `${where} is not an object`;
    const missing = missingFields(data, declared.fields);
    return missing.length > 0 ? `${where} lacks ${missing.join(', ')}` : null;
  }
  if (!Array.isArray(data)) return `${where} is not a list`;
  if (data.length === 0) return `${where} is an empty list: no item to read the fields from`;
  for (const [i, item] of data.entries()) {
    if (!isObject(item)) return `${where}[${i}] is not an object`;
    const missing = missingFields(item, declared.fields);
    if (missing.length > 0) return `${where}[${i}] lacks ${missing.join(', ')}`;
  }
  return null;
}
