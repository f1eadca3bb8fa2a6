import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, resetSandbox, signIn, test } from '../fixtures';
import { CdnSettingsPage } from '../pages/CdnSettingsPage';

const AUTH = { Authorization: `Bearer ${DEMO.token}`, 'Accept-Language': 'en' };

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/v1/cdn/ng/domains/${path}`, { headers: AUTH });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as T;
}

test.describe('CDN HTTPS settings', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  test('HSTS is applied only after a confirmation saying browsers keep it', async ({ page, request }) => {
    const https = new CdnSettingsPage(page, 'en');
    await https.goto('https');
    const card = https.card('HSTS');
    await card.getByText('HSTS on', { exact: true }).click();
    await card.getByRole('combobox', { name: 'Max-age' }).selectOption('31536000');
    await card.getByRole('button', { name: 'Save HSTS' }).click();
    const confirm = https.confirmation('Apply HSTS?');
    await expect(confirm).toContainText('HSTS cannot be undone while browsers cache it');
    await expect(confirm).toContainText('1 year');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect((await apiData<{ hsts_enabled: boolean }>(request, '1/https/ssl/get-configs')).hsts_enabled).toBe(
      false,
    );
    await card.getByRole('button', { name: 'Save HSTS' }).click();
    await https.confirmation('Apply HSTS?').getByRole('button', { name: 'Apply HSTS' }).click();
    await expect(https.toast(https.t.applied)).toBeVisible();
    expect(await apiData(request, '1/https/ssl/get-configs')).toMatchObject({
      hsts_enabled: true,
      hsts_max_age: 31536000,
    });
  });

  test('an invalid certificate is refused with "SSL is not valid" and nothing is stored', async ({
    page,
    request,
  }) => {
    const https = new CdnSettingsPage(page, 'en');
    await https.goto('https');
    const before = await apiData<unknown[]>(request, '1/https/ssl');
    await page.getByRole('button', { name: 'Upload certificate' }).click();
    const dialog = https.dialog('Upload a certificate');
    await dialog
      .getByRole('textbox', { name: 'Certificate (PEM)' })
      .fill('-----BEGIN CERTIFICATE-----\nnot a certificate\n-----END CERTIFICATE-----');
    await dialog
      .getByRole('textbox', { name: 'Private key (PEM)' })
      .fill('-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('SSL is not valid').first()).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Certificate (PEM)' })).toHaveValue(/not a certificate/);
    expect(await apiData<unknown[]>(request, '1/https/ssl')).toEqual(before);
  });

  test('a free certificate goes from pending to active by the sandbox clock, then serves the domain', async ({
    page,
    request,
  }) => {
    const https = new CdnSettingsPage(page, 'en');
    await https.goto('https', 'my-blog.com', 2);
    const card = https.card('Certificates');
    await card.getByRole('button', { name: 'Get a free certificate' }).click();
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    const clock = await request.post('/__sandbox/clock', { data: { advance_seconds: 600 } });
    expect(clock.ok()).toBe(true);
    await page.reload();
    await expect(card.getByText('Active', { exact: true })).toBeVisible({ timeout: 20_000 });
    await card.getByRole('button', { name: /^Use the certificate of/ }).click();
    await expect(card.getByText('In use', { exact: true })).toBeVisible();
    expect(
      (await apiData<{ ssl_id: number | null }>(request, '2/https/ssl/get-configs')).ssl_id,
    ).not.toBeNull();
  });
});

test.describe('CDN caching and acceleration', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  test('a purge with a bad line names the line and purges nothing; good lines purge', async ({
    page,
    request,
  }) => {
    const caching = new CdnSettingsPage(page, 'en');
    await caching.goto('caching');
    const card = caching.card('Purge');
    const box = card.getByRole('textbox', { name: 'Addresses, one per line' });
    await box.fill('example-shop.ir/images/logo.png\n/css/site.css\nexample-shop.ir/app.js');
    await card.getByRole('button', { name: 'Purge' }).click();
    await expect(card.getByText('Line 2: The entered path is not correct')).toBeVisible();
    await expect(box).toHaveValue(/\/css\/site.css/);
    expect((await apiData<{ purged_at: number | null }>(request, '1/cache')).purged_at).toBeNull();
    await box.fill('example-shop.ir/images/logo.png\nexample-shop.ir/app.js');
    await card.getByRole('button', { name: 'Purge' }).click();
    await expect(caching.toast('The cache has been purged')).toBeVisible();
    expect((await apiData<{ purged_at: number | null }>(request, '1/cache')).purged_at).not.toBeNull();
  });

  test('each change says "Settings successfully applied" and is kept', async ({ page, request }) => {
    const caching = new CdnSettingsPage(page, 'en');
    await caching.goto('caching');
    await caching.card('Edge cache').getByText('Developer mode', { exact: true }).click();
    await expect(caching.toast(caching.t.applied)).toBeVisible();
    expect((await apiData<{ developer_mode: boolean }>(request, '1/cache')).developer_mode).toBe(true);

    await caching.goto('acceleration');
    await caching.card('Minify').getByText('HTML', { exact: true }).click();
    await expect(caching.toast(caching.t.applied).first()).toBeVisible();
    await expect
      .poll(async () => (await apiData<{ minify_html: boolean }>(request, '1/cache')).minify_html)
      .toBe(true);
  });
});
