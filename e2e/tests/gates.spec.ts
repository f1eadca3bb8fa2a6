import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, resetSandbox, signIn, test } from '../fixtures';
import { apiLogin } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';

/** A new API token of the demo account with these permissions (made with a portal session). */
async function apiToken(request: APIRequestContext, permissions: string[]): Promise<string> {
  const session = await apiLogin(request, DEMO.email, DEMO.password);
  const res = await request.post('/api/v1/auth/api-token', {
    headers: { Authorization: `Bearer ${session}` },
    data: { name: 'No CDN', permissions },
  });
  const body = await res.json();
  expect(body.success, body.message).toBe(true);
  return body.data.token as string;
}

const areas = (page: import('@playwright/test').Page, name: string) => page.getByRole('navigation', { name });

test.describe('gates: a session signed in with an API token sees only what its permissions cover', () => {
  test('a token without cdn: no CDN menu entry or tile, /cdn shows the 403 message (en and fa)', async ({
    page,
    request,
  }) => {
    await resetSandbox(request);
    const token = await apiToken(request, [
      'cloud.servers.read',
      'cloud.servers.write',
      'support.read',
      'financial.read',
      'account.read',
    ]);
    await signIn(page, token);
    await page.goto('/?locale=en');
    const nav = areas(page, 'Areas');
    await expect(nav.getByRole('link', { name: 'Cloud servers', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'CDN', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cloud DNS' })).toHaveCount(0);

    await page.goto('/cdn?locale=en');
    await expect(
      page.getByRole('heading', { name: 'This API token does not have the cdn permission' }),
    ).toBeVisible();
    await expect(new ShellPage(page).area('cdn')).toHaveCount(0);

    await page.goto('/cdn?locale=fa');
    await expect(page.getByRole('heading', { name: 'این توکن API مجوز cdn را ندارد' })).toBeVisible();
    await expect(areas(page, 'بخش‌ها').getByRole('link', { name: 'CDN', exact: true })).toHaveCount(0);
  });

  test('a portal session sees every area, and /cdn opens the CDN area', async ({ page, request }) => {
    const session = await apiLogin(request, DEMO.email, DEMO.password);
    await signIn(page, session);
    await page.goto('/?locale=en');
    const nav = areas(page, 'Areas');
    for (const name of ['CDN', 'Cloud servers', 'Support', 'Financial', 'Profile'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'CDN', exact: true }).click();
    await new ShellPage(page).expectAreaMounted('cdn');
    await expect(
      page.getByRole('heading', { name: 'This API token does not have the cdn permission' }),
    ).toHaveCount(0);
  });
});
