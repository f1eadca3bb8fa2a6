import { test, expect, resetSandbox, signIn, DEMO } from '../fixtures';
import { LoginPage, apiLogin } from '../pages/LoginPage';
import { SupportPage } from '../pages/SupportPage';

const NOTE = {
  fa: 'آنچه ارسال نکرده بودید به‌صورت پیش‌نویس نگه داشته شد و بازگردانده شد.',
  en: 'Your unsent input was kept as a draft and is back.',
};

const drafts = (page: import('@playwright/test').Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portal.draft.')));

for (const locale of ['fa', 'en'] as const) {
  test(`a ticket message typed survives the session being revoked and a new sign-in (${locale})`, async ({
    page,
    request,
  }) => {
    test.slow();
    await resetSandbox(request);
    const token = await apiLogin(request, DEMO.email, DEMO.password);
    await signIn(page, token);
    const support = new SupportPage(page, locale);
    await support.gotoTicket(2);
    const message =
      locale === 'fa'
        ? 'سرور web-1 از دیشب کند است؛ خروجی top پیوست نشد.'
        : 'web-1 has been slow since last night; top output follows.';
    await page.getByLabel(support.t.message).fill(message);
    await expect.poll(() => drafts(page)).toHaveLength(1);

    // the session ends elsewhere (another tab, another device): the server revokes the token
    const revoked = await request.post('/api/v1/auth/logout', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.ok()).toBe(true);

    // sending now meets a 401: to /login, as it must
    await page.getByRole('button', { name: support.t.sendReply }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await drafts(page)).toHaveLength(1);
    // the sign-in page the 401 led to has fetched its captcha: the one awaited below is the next page's
    await page.waitForLoadState('networkidle');

    const login = new LoginPage(page, request);
    await login.open(locale);
    await login.login(DEMO.email, DEMO.password);

    // back at the ticket, the message restored with a note, and it can be sent
    await expect(page).toHaveURL(/\/support\/tickets\/2(\?|$)/);
    await expect(page.getByLabel(support.t.message)).toHaveValue(message);
    await expect(page.getByText(NOTE[locale])).toBeVisible();
    await page.getByRole('button', { name: support.t.sendReply }).click();
    await expect(support.conversation().getByText(message)).toBeVisible();
    await expect(page.getByLabel(support.t.message)).toHaveValue('');
    await expect(page.getByText(NOTE[locale])).toBeHidden();
    expect(await drafts(page)).toEqual([]);
  });
}

test('logout removes the drafts', async ({ page, request }) => {
  await resetSandbox(request);
  await signIn(page);
  const support = new SupportPage(page, 'en');
  await support.gotoTicket(2);
  await page.getByLabel(support.t.message).fill('Never sent');
  await expect.poll(() => drafts(page)).toHaveLength(1);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: /log ?out|sign out/i }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await drafts(page)).toEqual([]);
});
