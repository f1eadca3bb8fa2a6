import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test';
import { apiLogin } from './pages/LoginPage';

export const DEMO = { email: 'demo@example.com', password: 'Demo@12345', token: 'demo-0123456789abcdef' };
export const OTP_USER = { email: 'otp@example.com', password: 'Otp@12345', totpSecret: 'JBSWY3DPEHPK3PXP' };

/** Restores the sandbox seed: tests that change data call this first. */
export async function resetSandbox(request: APIRequestContext): Promise<void> {
  // the sandbox's test helpers are not proxied in the production topology: there it is addressed directly
  const res = await request.post(`${process.env.E2E_SANDBOX_URL ?? ''}/__sandbox/reset`);
  expect(res.ok()).toBe(true);
}

/**
 * Signs in the demo account (or `token`) without opening the portal: the token is stored on the
 * portal's origin where /force-set-token stores it (the bare string under "portal.token", which the
 * application reads as a usable session; auth.spec.ts covers the page itself), from /config.json, a
 * document of the origin without the application. The page the test opens next is signed in; the
 * test opens it itself (nothing of the portal is shown after this).
 */
export async function signIn(page: Page, token = DEMO.token): Promise<void> {
  await page.goto('/config.json');
  await page.evaluate((value) => localStorage.setItem('portal.token', value), token);
}

/**
 * Signs the demo account in with a portal session (a password login through the API, as the login
 * page gets one) and returns its token: the security settings, API tokens and sessions answer a
 * portal session only, never an API token such as DEMO.token.
 */
export async function signInWithSession(page: Page, request: APIRequestContext): Promise<string> {
  const session = await apiLogin(request, DEMO.email, DEMO.password);
  await signIn(page, session);
  return session;
}

interface Fixtures {
  /** Errors thrown in the page during the test; the fixture fails the test if any were left unchecked. */
  pageErrors: string[];
  /** Each spec file starts from the sandbox's seed (see below). */
  seedPerFile: void;
}

/** The spec file this worker ran last: a new file starts from the seed. */
let lastFile: string | undefined;

export const test = base.extend<Fixtures>({
  // Tests that change data reset the sandbox first, but a file whose tests only read relies on the
  // seed too (the demo's first domain, its servers): after another file's last test deleted a domain
  // on the same worker's portal it would find none. So the first test of every file starts from it.
  seedPerFile: [
    async ({ request }, use, testInfo) => {
      if (testInfo.file !== lastFile) {
        await resetSandbox(request);
        lastFile = testInfo.file;
      }
      await use();
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
