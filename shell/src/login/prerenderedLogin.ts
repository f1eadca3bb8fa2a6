/**
 * What a visitor typed into the login form painted from HTML (the prerendered copy in index.html)
 * before the script arrived, and which of its fields had the focus: the application's first render
 * replaces that copy, so the form starts from these values and nothing typed is lost.
 */
export interface PrerenderedLogin {
  username: string;
  password: string;
  focused: 'username' | 'password' | null;
}

/** The prerendered fields carry no names (a submit before the script sends nothing): found by autocomplete. */
const AUTOCOMPLETE = { username: 'username', password: 'current-password' } as const;

/**
 * Reads the visible prerendered copy; null when the page did not start from one. Call it during
 * the first render, before React replaces the copy.
 */
export function readPrerenderedLogin(doc: Document = document): PrerenderedLogin | null {
  const view = [...doc.querySelectorAll<HTMLElement>('.fp-view')].find(
    (element) => getComputedStyle(element).display !== 'none',
  );
  if (!view) return null;
  const field = (name: keyof typeof AUTOCOMPLETE) =>
    view.querySelector<HTMLInputElement>(`input[autocomplete="${AUTOCOMPLETE[name]}"]`);
  const active = doc.activeElement;
  const focused =
    (['username', 'password'] as const).find((name) => field(name) !== null && field(name) === active) ??
    null;
  return { username: field('username')?.value ?? '', password: field('password')?.value ?? '', focused };
}
