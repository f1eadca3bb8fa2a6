import { expect, resetSandbox, signIn, test } from '../fixtures';
import { DEBT_TOKEN } from '../pages/BillingPage';
import { CloudPage, SERVERS_CALL } from '../pages/CloudPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('cloud server list', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  for (const locale of ['en', 'fa'] as const) {
    test(`lists the seeded servers with IP, usage, DC/OS and status in ${locale}`, async ({ page }) => {
      const cloud = new CloudPage(page, locale);
      await cloud.gotoServers();
      await new ShellPage(page).expectDirection(locale === 'fa' ? 'rtl' : 'ltr', locale);
      await expect(page.getByRole('heading', { level: 1, name: cloud.t.title })).toBeVisible();
      // 1366 px wide: every column the server list shows on large screens
      await expect(cloud.table().getByRole('columnheader')).toHaveText([...cloud.t.columns]);
      await expect(cloud.rows()).toHaveCount(2);
      await expect(cloud.rows().locator('td:first-child')).toHaveText(['db-backup', 'web-1']);
      const web = cloud.row('web-1');
      await expect(web).toContainText('192.0.2.10');
      await expect(web).not.toContainText('10.10.0.5');
      await expect(web).toContainText(cloud.t.usage.web1);
      await expect(web).toContainText(cloud.t.dcOs.web1);
      await expect(web).toContainText(cloud.t.status.on);
      await expect(web.locator('time')).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);
      const backup = cloud.row('db-backup');
      await expect(backup).toContainText('198.51.100.24');
      await expect(backup).toContainText(cloud.t.dcOs.dbBackup);
      await expect(backup).toContainText(cloud.t.status.off);
      await cloud.screenshot('servers');
    });
  }

  test('a server link opens /cloud/servers/{server_id} with the name in the query', async ({ page }) => {
    const cloud = new CloudPage(page, 'en');
    await cloud.gotoServers();
    await expect(cloud.serverLink('web-1')).toHaveAttribute('href', '/cloud/servers/1?name=web-1');
    await cloud.serverLink('web-1').click();
    await expect(page).toHaveURL(/\/cloud\/servers\/1\?name=web-1$/);
    await expect(page.getByRole('heading', { level: 2, name: 'web-1' })).toBeVisible();
    await page.goBack();
    await expect(cloud.serverLink('web-1')).toBeVisible();
  });

  test('the action link and a row click open the server too', async ({ page }) => {
    const cloud = new CloudPage(page, 'fa');
    await cloud.gotoServers();
    await page.getByRole('link', { name: cloud.t.details('db-backup') }).click();
    await expect(page).toHaveURL(/\/cloud\/servers\/2\?name=db-backup$/);
    await expect(page.getByRole('heading', { level: 2, name: 'db-backup' })).toBeVisible();
    await cloud.gotoServers();
    await cloud.row('web-1').getByText(cloud.t.status.on).click();
    await expect(page).toHaveURL(/\/cloud\/servers\/1\?name=web-1$/);
  });

  test('add server goes to /cloud/servers/create-server', async ({ page }) => {
    const cloud = new CloudPage(page, 'en');
    await cloud.gotoServers();
    await page.getByRole('link', { name: cloud.t.addServer }).click();
    await expect(page).toHaveURL(/\/cloud\/servers\/create-server$/);
    await expect(page.getByText(cloud.t.createServer)).toBeVisible();
  });

  test('says there are no servers for an account without servers', async ({ page }) => {
    await signIn(page, DEBT_TOKEN);
    const cloud = new CloudPage(page, 'fa');
    await cloud.gotoServers();
    await expect(page.getByText(cloud.t.empty)).toBeVisible();
    await expect(cloud.rows()).toHaveCount(0);
    await expect(page.getByRole('link', { name: cloud.t.addServer })).toBeVisible();
  });

  test("a failed list shows the server's message, and retry loads it", async ({ page }) => {
    const cloud = new CloudPage(page, 'en');
    await page.route(SERVERS_CALL, (route) =>
      route.fulfill({ status: 503, json: { success: false, message: 'Technical problem: try later' } }),
    );
    await page.goto('/cloud/servers?locale=en');
    const alert = page.locator('[data-remote="cloud"]').getByRole('alert');
    await expect(alert).toContainText('Technical problem: try later', { timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();
    await page.unroute(SERVERS_CALL);
    await alert.getByRole('button', { name: cloud.t.retry }).click();
    await expect(cloud.serverLink('web-1')).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});
