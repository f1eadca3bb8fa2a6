import { DEMO, expect, resetSandbox, signIn, test } from '../fixtures';
import { CloudPage } from '../pages/CloudPage';
import { CloudApi, CloudServerPage, SERVER_TEXT } from '../pages/CloudServerPage';

// The servers' changes run on the sandbox clock: a test moves it instead of waiting, and the pages,
// asking again every 2 s while a server changes, follow without a reload.
test.describe('cloud servers from creation to deletion', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  test('creates a server and watches it build to ON without a reload, then finds it in the list', async ({
    page,
    request,
  }) => {
    const api = new CloudApi(request);
    const server = new CloudServerPage(page, 'en');
    await server.gotoCreate();
    const form = server.createForm();
    await server.field(server.t.create.datacenter).selectOption({ label: 'Tehran 1' });
    await server.field(server.t.create.os).selectOption({ label: 'Debian 12' });
    await form.locator('[data-tier="commercial"]').click();
    // the price follows the choice
    await expect(page.getByText(server.t.create.perHour)).toBeVisible();
    // a name against the rules is refused beside the field, nothing sent
    await server.field(server.t.create.name).fill('app server!');
    await form.getByRole('button', { name: server.t.create.submit }).click();
    await expect(form.getByText(server.t.create.nameFormat)).toBeVisible();
    expect((await api.servers()).map((s) => s.name)).not.toContain('app server!');
    await server.screenshot('create-server');

    await server.field(server.t.create.name).fill('app-1');
    await form.getByRole('button', { name: server.t.create.submit }).click();
    await expect(page.getByRole('heading', { name: server.t.create.building('app-1') })).toBeVisible();
    const progress = page.locator('[data-progress]');
    await expect(progress).toBeVisible();
    const firstPercent = Number(await progress.getAttribute('data-progress'));
    await api.advance(6);
    await expect
      .poll(async () => Number(await progress.getAttribute('data-progress')))
      .toBeGreaterThan(firstPercent);
    await api.advance(10);
    // ON: the server's own page opens by itself
    await expect(page).toHaveURL(/\/cloud\/servers\/\d+\?name=app-1$/, { timeout: 15_000 });
    await expect(server.headingStatus()).toHaveAttribute('data-server-status', 'ON');
    await expect(server.section(server.t.overview)).toContainText('Debian 12');

    const list = new CloudPage(page, 'en');
    await list.gotoServers();
    await expect(list.row('app-1')).toContainText(list.t.status.on);
  });

  test('turns a server off through its transitional state', async ({ page, request }) => {
    const api = new CloudApi(request);
    const server = new CloudServerPage(page, 'en');
    await server.goto(1, 'web-1');
    await expect(server.headingStatus()).toHaveAttribute('data-server-status', 'ON');
    await server.powerButton('off').click();
    await expect(server.headingStatus()).toHaveAttribute('data-server-status', 'FRONT_TURNING_OFF');
    await expect(server.headingStatus()).toContainText(server.t.status.turningOff);
    await expect(server.toast(server.t.changeRegistered)).toBeVisible();
    await api.advance(5);
    await expect(server.headingStatus()).toHaveAttribute('data-server-status', 'OFF', { timeout: 15_000 });
    await expect(server.headingStatus()).toContainText(server.t.status.off);
    await expect(server.powerButton('on')).toBeEnabled();
    await expect(server.powerButton('off')).toBeDisabled();
  });

  test("an operation the state does not allow is refused with the provider's message, and nothing changes", async ({
    page,
    request,
  }) => {
    const api = new CloudApi(request);
    // the provider refuses turning off a server that is off
    const refused = await api.power(2, 'off');
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body).toMatchObject({ success: false, message: SERVER_TEXT.en.wrongState });

    // the page still shows web-1 on while another client has started turning it off
    const server = new CloudServerPage(page, 'en');
    await server.goto(1, 'web-1');
    await expect(server.headingStatus()).toHaveAttribute('data-server-status', 'ON');
    expect((await api.power(1, 'off')).status).toBe(200);
    await server.powerButton('off').click();
    await expect(server.toast(server.t.wrongState)).toBeVisible();
    await api.advance(5);
    await expect(server.headingStatus()).toHaveAttribute('data-server-status', 'OFF', { timeout: 15_000 });
    expect((await api.server(1)).body.data.status).toBe('OFF');
  });

  test('rebuilds a server with another OS behind a confirmation', async ({ page, request }) => {
    const api = new CloudApi(request);
    const server = new CloudServerPage(page, 'en');
    await server.goto(1, 'web-1');
    await server.area().getByRole('button', { name: server.t.rebuildSoftware }).click();
    const dialog = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ hasText: server.t.rebuildTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(server.t.create.os).selectOption({ label: 'Rocky Linux 9' });
    await dialog.getByRole('button', { name: server.t.rebuildConfirm, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(server.headingStatus()).toHaveAttribute('data-server-status', 'RELOAD');
    await expect(server.headingStatus()).toContainText(server.t.status.reload);
    await api.advance(11);
    await expect(server.headingStatus()).toHaveAttribute('data-server-status', 'ON', { timeout: 15_000 });
    await expect(server.section(server.t.overview)).toContainText('Rocky Linux 9');
    await expect(server.section(server.t.log)).toContainText('Operating system changed to Rocky Linux 9');
  });

  test('renames a server: rules first, then the new name in the heading and the address', async ({
    page,
  }) => {
    const server = new CloudServerPage(page, 'en');
    await server.goto(1, 'web-1');
    const rename = server.area().getByRole('form', { name: server.t.rename });
    const field = rename.getByLabel(server.t.renameField, { exact: true });
    await field.fill('web 1');
    await rename.getByRole('button', { name: server.t.rename }).click();
    await expect(rename.getByText(server.t.create.nameFormat)).toBeVisible();
    await field.fill('web-main');
    await rename.getByRole('button', { name: server.t.rename }).click();
    await expect(server.toast(server.t.renamed)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'web-main' })).toBeVisible();
    await expect(page).toHaveURL(/\/cloud\/servers\/1\?name=web-main/);
  });

  test('deletes a server only after its name is typed', async ({ page, request }) => {
    const api = new CloudApi(request);
    const server = new CloudServerPage(page, 'en');
    await server.goto(2, 'db-backup');
    await server.area().getByRole('button', { name: server.t.deleteButton }).click();
    const dialog = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ hasText: 'db-backup' });
    await dialog.getByLabel(server.t.phrase).fill('db-backu');
    await dialog.getByRole('button', { name: server.t.deleteButton }).click();
    await expect(dialog.getByText(server.t.phraseWrong)).toBeVisible();
    expect((await api.servers()).map((s) => s.name)).toContain('db-backup');
    await dialog.getByLabel(server.t.phrase).fill('db-backup');
    await dialog.getByRole('button', { name: server.t.deleteButton }).click();
    await expect(server.toast(server.t.deleted)).toBeVisible();
    await expect(page).toHaveURL(/\/cloud\/servers(\?.*)?$/);
    const list = new CloudPage(page, 'en');
    await expect(list.serverLink('web-1')).toBeVisible();
    await expect(list.serverLink('db-backup')).toHaveCount(0);
    expect((await api.servers()).map((s) => s.name)).not.toContain('db-backup');
  });

  test('starts the rescue system after a confirmation, its password shown once, and leaves it', async ({
    page,
    request,
  }) => {
    const api = new CloudApi(request);
    const server = new CloudServerPage(page, 'en');
    const { rescue } = server.t;
    await server.goto(1, 'web-1');
    const panel = server.section(rescue.section);
    await panel.getByRole('button', { name: rescue.start }).click();
    await page
      .getByRole('alertdialog', { name: rescue.title })
      .getByRole('button', { name: rescue.start })
      .click();
    await expect(server.toast(rescue.started)).toBeVisible();
    const secret = panel.getByLabel(rescue.password, { exact: true });
    await expect(secret).toHaveText(/^\S{12,}$/);
    await expect(server.headingStatus()).toHaveAttribute('data-server-status', 'RESCUING');
    expect((await api.record(1)).rescue).toBe(true);
    await api.advance(7);
    await expect(server.headingStatus()).toHaveAttribute('data-server-status', 'ON', { timeout: 15_000 });
    await expect(server.headingStatus()).toContainText(rescue.badge);
    await expect(panel).toContainText(rescue.active);
    await server.screenshot('server-rescue');

    await panel.getByRole('button', { name: rescue.leave }).click();
    await expect(server.toast(server.t.changeRegistered)).toBeVisible();
    await api.advance(7);
    await expect(panel.getByRole('button', { name: rescue.start })).toBeEnabled({ timeout: 15_000 });
    await expect(server.headingStatus()).not.toContainText(rescue.badge);
    // the password opened the rescue system only: it goes with it
    await expect(secret).toHaveCount(0);
    expect((await api.record(1)).rescue).toBe(false);
    await expect(server.section(server.t.log)).toContainText(rescue.logLeft);
    await expect(server.section(server.t.log)).toContainText(rescue.logStarted);
  });

  test('resets the root password after a confirmation and shows the new one once', async ({
    page,
    request,
  }) => {
    const server = new CloudServerPage(page, 'en');
    const { password } = server.t;
    await server.goto(1, 'web-1');
    const panel = server.section(password.section);
    await panel.getByRole('button', { name: password.reset }).click();
    await page
      .getByRole('alertdialog', { name: password.title })
      .getByRole('button', { name: password.reset })
      .click();
    await expect(server.toast(password.done)).toBeVisible();
    await expect(panel.getByLabel(password.root, { exact: true })).toHaveText(/^\S{12,}$/);
    await expect(server.section(server.t.log)).toContainText(password.log);
    // shown once: the provider answers it to nobody again, and the page says so when asked
    const again = await request.post('/api/v1/cloud/servers/1/get-password', {
      headers: { Authorization: `Bearer ${DEMO.token}` },
    });
    expect(again.status()).toBe(409);
    await panel.getByRole('button', { name: password.show }).click();
    await expect(server.toast(password.shownAlready)).toBeVisible();
  });

  test('turns autopilot off and on again (in Persian), as the provider stores it', async ({
    page,
    request,
  }) => {
    const api = new CloudApi(request);
    const server = new CloudServerPage(page, 'fa');
    const { autopilot } = server.t;
    await server.goto(1, 'web-1');
    const panel = server.section(autopilot.section);
    const state = panel.locator('[data-autopilot]');
    await expect(state).toHaveText(autopilot.on);
    await panel.getByRole('button', { name: autopilot.turnOff }).click();
    await expect(server.toast(autopilot.turnedOff)).toBeVisible();
    await expect(state).toHaveText(autopilot.off);
    expect((await api.record(1)).autopilot).toBe(false);
    await panel.getByRole('button', { name: autopilot.turnOn }).click();
    await expect(server.toast(autopilot.turnedOn)).toBeVisible();
    await expect(state).toHaveText(autopilot.on);
    expect((await api.record(1)).autopilot).toBe(true);
    await page.reload();
    await expect(server.section(autopilot.section).locator('[data-autopilot]')).toHaveText(autopilot.on);
  });

  test('a 403 on a cloud page goes back to the server list', async ({ page }) => {
    await page.route(/\/api\/v1\/cloud\/servers\/2(\?.*)?$/, (route) =>
      route.fulfill({ status: 403, json: { success: false, message: 'Access denied' } }),
    );
    await page.goto('/cloud/servers/2?name=db-backup&locale=en');
    await expect(page).toHaveURL(/\/cloud\/servers(\?.*)?$/);
    await expect(new CloudPage(page, 'en').serverLink('web-1')).toBeVisible();
  });

  for (const locale of ['fa', 'en'] as const) {
    test(`the server page and the create form in ${locale}, at desktop and phone width`, async ({ page }) => {
      const server = new CloudServerPage(page, locale);
      await server.goto(1, 'web-1');
      await expect(server.section(server.t.overview)).toContainText('192.0.2.10');
      await expect(server.section(server.t.log)).toBeVisible();
      await server.screenshot('server');
      await page.setViewportSize({ width: 390, height: 844 });
      await server.goto(1, 'web-1');
      await expect(server.powerButton('off')).toBeVisible();
      await server.screenshot('server-phone');
      await server.gotoCreate();
      await server.screenshot('create-server-phone');
      const list = new CloudPage(page, locale);
      await list.gotoServers();
      await list.screenshot('servers-phone');
    });
  }
});
