import { test, expect, resetSandbox, signIn } from '../fixtures';
import { PalettePage } from '../pages/PalettePage';
import { ShellPage } from '../pages/ShellPage';

// the scripts of the support area's search module (its exposed ./search), whatever the build's hashes
const SUPPORT_SEARCH_SCRIPTS = /\/remotes\/support\/.*search[^/]*\.js(\?|$)/;

test.describe('the command palette', () => {
  test('fa, keyboard only: a Persian query with a Persian digit opens the ticket; a page by its Persian name', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/?locale=fa');
    await new ShellPage(page).expectDirection('rtl', 'fa');
    const palette = new PalettePage(page, 'fa');
    await palette.open();
    await expect(palette.dialog()).toHaveAttribute('dir', 'rtl');
    await palette.type('تیکت ۲');
    await expect(palette.selected()).toContainText('تیکت 2: کندی سرور web-1');
    await expect(palette.dialog().getByRole('status')).toContainText('نتیجه');
    await palette.screenshot('fa');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/support\/tickets\/2$/);
    await expect(palette.dialog()).toBeHidden();

    // half-space insensitive: "اسنپشات" finds the snapshots page "اسنپ‌شات‌ها"
    await palette.open();
    await palette.type('اسنپشات');
    await palette.arrowTo('اسنپ‌شات‌ها');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cloud\/snapshots$/);

    // the ticket opened before comes first when the palette opens again
    await palette.open();
    await expect(palette.dialog().getByRole('group', { name: 'اخیر' })).toContainText('تیکت 2');
    await page.keyboard.press('Escape');
    await expect(palette.dialog()).toBeHidden();
  });

  test('en, keyboard only: finds the server web-1 and turns it off after the confirmation; Escape gives focus back', async ({
    page,
    request,
  }) => {
    await resetSandbox(request);
    await signIn(page);
    await page.goto('/?locale=en');
    const palette = new PalettePage(page, 'en');
    const field = page.getByRole('button', { name: /Search/ }).first();
    await field.focus();
    await page.keyboard.press('Enter');
    await expect(palette.input()).toBeFocused();
    await palette.type('web-1');
    await expect(palette.options().filter({ hasText: /^web-1/ })).toBeVisible();
    await expect(palette.dialog().getByRole('group', { name: 'Cloud servers' })).toBeVisible();
    await palette.screenshot('en');
    await page.keyboard.press('Escape');
    await expect(palette.dialog()).toBeHidden();
    await expect(field).toBeFocused();

    await palette.open();
    await palette.type('turn off web');
    await palette.arrowTo('Turn off web-1');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Turn off web-1?' });
    await expect(confirm).toBeVisible();
    await palette.pressButton('Turn off');
    await expect(new ShellPage(page).toasts().first()).toContainText(/registered/i);
    // the provider took it: the server is no longer running
    const servers = await (
      await request.get('/api/v1/cloud/servers', {
        headers: { Authorization: 'Bearer demo-0123456789abcdef' },
      })
    ).json();
    const web1 = (servers.data as { name: string; status: string; task_state: string | null }[]).find(
      (s) => s.name === 'web-1',
    );
    expect(web1?.task_state === 'power_off' || web1?.status === 'OFF').toBe(true);
  });

  for (const locale of ['fa', 'en'] as const) {
    test(`${locale}: a remote whose search module fails takes only its own results away, with a note`, async ({
      page,
    }) => {
      await page.route(SUPPORT_SEARCH_SCRIPTS, (route) => route.abort());
      await signIn(page);
      await page.goto(`/?locale=${locale}`);
      const palette = new PalettePage(page, locale);
      await palette.open();
      await palette.type('web-1');
      await expect(palette.failedNote(locale === 'fa' ? 'پشتیبانی' : 'Support')).toBeVisible();
      // cloud's results are there; the support ticket about web-1 is not
      await expect(palette.options().filter({ hasText: /^web-1/ })).toBeVisible();
      await expect(
        palette.options().filter({ hasText: locale === 'fa' ? 'تیکت 2' : 'Ticket 2' }),
      ).toHaveCount(0);
      // pages of support still come from its contributions
      await palette.input().fill('');
      await palette.type(locale === 'fa' ? 'تیکت‌های من' : 'My tickets');
      await expect(palette.options().first()).toBeVisible();
      await page.keyboard.press('Escape');
    });
  }

  test('phone layout (a full-width sheet opened from the header icon) and dark mode', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page);
    await page.goto('/?locale=fa');
    const palette = new PalettePage(page, 'fa');
    await page.getByRole('button', { name: palette.texts.field }).click();
    await expect(palette.input()).toBeFocused();
    await palette.type('سرور');
    await expect(palette.options().first()).toBeVisible();
    const box = await palette.dialog().boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(380);
    await palette.screenshot('phone');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/?locale=en');
    const english = new PalettePage(page, 'en');
    await english.open();
    await english.type('ser');
    await expect(english.options().first()).toBeVisible();
    await english.screenshot('dark');
  });

  for (const locale of ['fa', 'en'] as const) {
    test(`${locale}: Ctrl+K pressed on the painted frame, before the application has taken it over, opens the palette once it has`, async ({
      page,
    }) => {
      await signIn(page);
      // the application's scripts are held; the page shows the frame painted from its HTML
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.js(\?|$)/, async (route) => {
        if (!/\/(color-mode|first-paint)\.[0-9a-f]{8}\.js$/.test(new URL(route.request().url()).pathname))
          await released;
        await route.continue();
      });
      // the page's load waits for the held scripts
      await page.goto(`/?locale=${locale}`, { waitUntil: 'commit' });
      await expect(page.locator(`#fp-home-${locale}`)).toBeVisible();
      await page.keyboard.press('Control+k');
      // nothing of the application is there yet
      await expect(page.locator('[aria-keyshortcuts="Control+K Meta+K"]')).toHaveCount(0);
      release();
      const palette = new PalettePage(page, locale);
      // the application's first render, on a machine as slow as CI's at its busiest
      await expect(page.locator('[aria-keyshortcuts="Control+K Meta+K"]:visible').first()).toBeVisible({
        timeout: 30_000,
      });
      await expect(palette.input()).toBeFocused();
      await palette.type(locale === 'fa' ? 'تیکت' : 'web-1');
      await expect(palette.options().first()).toBeVisible();
      // a second press after the take-over is the header's own: it does not open a second palette
      await page.keyboard.press('Escape');
      await expect(palette.dialog()).toBeHidden();
      await palette.open();
      await expect(palette.dialog()).toHaveCount(1);
    });
  }
});
