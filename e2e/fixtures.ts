import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test';

export const DEMO = { email: 'demo@example.com', password: 'Demo@12345', token: 'demo-0123456789abcdef' };
export const OTP_USER = { email: 'otp@example.com', password: 'Otp@12345', totpSecret: 'JBSWY3DPEHPK3PXP' };

/** Restores the sandbox seed: tests that change data call this first. */
export async function resetSandbox(request: APIRequestContext): Promise<void> {
  const res = await request.post('/__sandbox/reset');
  expect(res.ok()).toBe(true);
}

/** Signs in the demo account the fast way the portal offers: /force-set-token. */
export async function signIn(page: Page, token = DEMO.token): Promise<void> {
  await page.goto(`/force-set-token?token=${token}`);
  await expect(page).toHaveURL(/\/$/);
}

interface Fixtures {
  /** Errors thrown in the page during the test; the fixture fails the test if any were left unchecked. */
  pageErrors: string[];
}

export const test = base.extend<Fixtures>({
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
