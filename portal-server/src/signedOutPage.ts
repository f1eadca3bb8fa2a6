import fs from 'node:fs';
import path from 'node:path';

/** The addresses the lean login app serves (build/webpack.login.cjs): its page instead of the shell's. */
export const LEAN_LOGIN_PATHS: readonly string[] = ['/login'];

/**
 * The page for `requestPath` when it is a signed-out page with a page of its own: /login gets the
 * lean login app's `login.html` from the shell's build (only React and the login form, not the
 * signed-in shell's libraries). null: the shell's index.html, as for every other address (also when
 * the build has no login.html, e.g. a development build).
 */
export function signedOutPage(requestPath: string, shellDir: string): string | null {
  if (!LEAN_LOGIN_PATHS.includes(requestPath)) return null;
  const file = path.join(shellDir, 'login.html');
  return fs.existsSync(file) ? file : null;
}
