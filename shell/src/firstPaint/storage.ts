/** localStorage's value under `key`, or null (storage disabled or nothing there). */
export function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** A stored value as the application's storage writes it (JSON), the raw text when it is not JSON. */
export function parse(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** The content of the page's <meta name="`name`">, or null. */
export function meta(name: string): string | null {
  const element = document.querySelector(`meta[name="${name}"]`);
  return element ? element.getAttribute('content') : null;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
