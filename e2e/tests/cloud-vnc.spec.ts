import type { Page } from '@playwright/test';
import { expect, resetSandbox, signIn, test } from '../fixtures';
import { CloudApi, CloudServerPage } from '../pages/CloudServerPage';

/** The console's terminal background (the sandbox's xterm), and how light a pixel of its text is. */
const BACKGROUND = [0x10, 0x20, 0x30] as const;

/** The console canvas as pixels: how many are the terminal's background, and how many are light (text). */
/**
 * The console's status line (its state in `data-state`). Not any `[data-state]`: the page painted
 * from HTML carries other parts with one until the application's first render replaces it.
 */
function consoleStatus(page: Page) {
  return page.locator('[role="status"][data-state]');
}

async function screenPixels(
  page: Page,
): Promise<{ width: number; background: number; light: number; total: number }> {
  return page.locator('[data-console-screen] canvas').evaluate((canvas: HTMLCanvasElement, bg) => {
    const ctx = canvas.getContext('2d');
    if (!ctx || canvas.width === 0) return { width: 0, background: 0, light: 0, total: 0 };
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let background = 0;
    let light = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] === bg[0] && data[i + 1] === bg[1] && data[i + 2] === bg[2]) background += 1;
      else if (data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! > 200) light += 1;
    }
    return { width: canvas.width, background, light, total: data.length / 4 };
  }, BACKGROUND);
}

const TEXT = {
  connected: 'Connected to web-1',
  refused: 'The console link was refused or has expired. Reconnect to get a new one.',
  lost: 'Connection lost. Reconnect to continue.',
  reconnect: 'Reconnect',
  paste: 'Text to type into the console',
  typeIt: 'Type it',
  ctrlAltDel: 'Ctrl+Alt+Del',
  send: 'Send',
  off: 'The server is not running.',
};

test.describe('the VNC console of a running server', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  test("shows the server's screen and the server receives what is typed", async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = new CloudApi(request);
    const server = new CloudServerPage(page, 'en');
    await server.goto(1, 'web-1');
    await expect(server.area().getByRole('link', { name: server.t.console })).toHaveAttribute(
      'href',
      '/cloud/vnc-console?server_id=1&name=web-1',
    );

    await page.goto('/cloud/vnc-console?server_id=1&name=web-1&locale=en');
    await expect(consoleStatus(page)).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
    await expect(consoleStatus(page)).toContainText(TEXT.connected);
    // the server's screen: 1024 px wide, mostly the terminal's background, with the banner's text
    await expect.poll(async () => (await screenPixels(page)).light, { timeout: 10_000 }).toBeGreaterThan(100);
    const before = await screenPixels(page);
    expect(before.width).toBe(1024);
    expect(before.background / before.total).toBeGreaterThan(0.5);

    // typed on the keyboard into the screen
    await page.locator('[data-console-screen] canvas').click();
    await page.keyboard.type('echo typed-in-browser');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await api.consoleRecord(1)).typed, { timeout: 10_000 })
      .toContain('echo typed-in-browser');
    // the echo reached the screen: more text than before
    await expect.poll(async () => (await screenPixels(page)).light).toBeGreaterThan(before.light);

    // pasted text is typed key by key, capitals with Shift: Shift_L (ffe1) pressed around the
    // capital A (41). The page types it a key every few ms (slower on a busy machine) while the
    // button shows it is busy; Enter pressed before the last key arrived would land inside the
    // Shift (the server would see Shift+Enter), so Enter waits until the server has every key of
    // the text, the last one the release of Shift, and the button is free again.
    await page.getByLabel(TEXT.paste).fill('uname -A');
    const typeIt = page.getByRole('button', { name: TEXT.typeIt });
    await typeIt.click();
    await expect
      .poll(async () => (await api.consoleRecord(1)).keys.join(' '), { timeout: 10_000 })
      .toMatch(/\+ffe1 \+41 -41 -ffe1$/);
    await expect(typeIt).not.toHaveAttribute('data-busy');
    await page.locator('[data-console-screen] canvas').click();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await api.consoleRecord(1)).typed, { timeout: 10_000 })
      .toContain('uname -A');
    // Enter came after the text, as a key of its own
    expect((await api.consoleRecord(1)).keys.join(' ')).toMatch(/\+ffe1 \+41 -41 -ffe1 \+ff0d -ff0d/);

    // Ctrl+Alt+Del only after the confirmation
    await page.getByRole('button', { name: TEXT.ctrlAltDel }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await confirm.getByRole('button', { name: TEXT.send }).click();
    await expect
      .poll(async () => (await api.consoleRecord(1)).keys.join(' '))
      .toMatch(/\+ffe3 \+ffe9 \+ffff/);
    await page.screenshot({ path: 'screenshots/cloud-vnc-console-en.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: TEXT.reconnect })).toBeVisible();
    await page.screenshot({ path: 'screenshots/cloud-vnc-console-phone-en.png' });
  });

  test('a dropped session says so, and Reconnect opens a new one with a new token', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const api = new CloudApi(request);
    await page.goto('/cloud/vnc-console?server_id=1&name=web-1&locale=fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(consoleStatus(page)).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
    // the screen stays left to right inside the Persian page
    await expect(page.locator('[data-console-screen]').locator('xpath=..')).toHaveAttribute('dir', 'ltr');
    await page.screenshot({ path: 'screenshots/cloud-vnc-console-fa.png' });
    await api.kickConsoles();
    await expect(consoleStatus(page)).toHaveAttribute('data-state', 'lost');
    await page.getByRole('button', { name: 'اتصال دوباره' }).click();
    await expect(consoleStatus(page)).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
  });

  test('a server that is off has no console: the page says so', async ({ page }) => {
    await page.goto('/cloud/vnc-console?server_id=2&name=db-backup&locale=en');
    await expect(consoleStatus(page)).toHaveAttribute('data-state', 'off');
    await expect(page.getByText(TEXT.off)).toBeVisible();
    await page.screenshot({ path: 'screenshots/cloud-vnc-off-en.png' });
  });
});
