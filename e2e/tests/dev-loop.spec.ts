// The development loop of a product team: `pnpm dev <remote>` serves one remote with hot reload
// inside a development portal, for one browser, while the other remotes stay on their released
// versions; the portal under test, configured as production is, refuses a development build.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test, expect, DEMO } from '../fixtures';
import { AreaNav } from '../pages/AreaNav';
import { ACCOUNT_NAMES, followTokenLink } from '../pages/TokenLinkPage';

const ROOT = path.resolve(__dirname, '../..');
const SCREENSHOTS = path.join(__dirname, '..', 'screenshots');
/** The remote developed here, and the component the test edits (the ticket list's table). */
const REMOTE = 'support';
const EDITED = path.join(ROOT, 'mfe-support/src/pages/TicketsPage/TicketsTable.tsx');
const ANCHOR = "header: '#'";
const EDITED_HEADER = '# (edited)';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `pnpm dev <remote>` as a developer runs it (node scripts/dev.mjs), on ports and data of its own; resolves once it says where to go. */
async function startDevLoop(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/dev.mjs'), REMOTE], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('hot-reloads from')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) =>
      reject(new Error(`pnpm dev ${REMOTE} exited with ${code}:\n${output.slice(-3000)}`)),
    );
  });
  await ready;
  return { child, output: () => output };
}

/** Stops the command and everything it started (its process group). */
function stop(child: ChildProcess): void {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

test.describe('development loop', () => {
  test('a portal configured as production refuses a development build, with a notice, and serves the released version', async ({
    page,
  }) => {
    const config = (await (await page.request.get('/config.json')).json()) as Record<string, unknown>;
    expect(config.allowDevOverrides).toBeUndefined();
    await followTokenLink(page, DEMO.token);
    await page.goto(`/support/tickets?mfe_${REMOTE}=dev&locale=en`);
    const nav = new AreaNav(page);
    await nav.expectMounted(REMOTE);
    await expect(nav.area(REMOTE)).not.toHaveAttribute('data-channel', 'dev');
    await expect(nav.area(REMOTE)).not.toHaveAttribute('data-version', 'dev');
    const notice = page.getByTestId('rollout-notice').locator(`[data-remote="${REMOTE}"]`);
    await expect(notice).toHaveAttribute('data-status', 'refused');
    await expect(notice).toHaveText(
      /Development build refused for Support: this portal's configuration does not allow development builds\./,
    );
    // nothing is remembered: the next page has no notice
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await page.goto('/support/tickets');
    await nav.expectMounted(REMOTE);
    await expect(page.getByTestId('rollout-notice')).toHaveCount(0);
  });

  test(`pnpm dev ${REMOTE}: the development build in the running portal, an edited component swapped in without a reload, its state kept`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const original = fs.readFileSync(EDITED, 'utf8');
    expect(
      original,
      `${path.relative(ROOT, EDITED)} no longer has ${ANCHOR}: choose another edit for this test`,
    ).toContain(ANCHOR);
    const [port, devPort] = [await freePort(), await freePort()];
    const devLoop = await startDevLoop({
      PORT: String(port),
      MFE_SUPPORT_DEV_PORT: String(devPort),
      RELEASES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dev-releases-')),
      SANDBOX_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dev-sandbox-')),
    });
    const base = `http://localhost:${port}`;
    const nav = new AreaNav(page);
    try {
      expect(devLoop.output()).toContain(`Open ${base}/support/tickets?mfe_${REMOTE}=dev`);
      const config = (await (await page.request.get(`${base}/config.json`)).json()) as {
        allowDevOverrides?: boolean;
        devRemotes?: Record<string, string>;
      };
      expect(config).toMatchObject({
        allowDevOverrides: true,
        devRemotes: { [REMOTE]: `http://localhost:${devPort}/mf-manifest.json` },
      });

      await followTokenLink(page, DEMO.token, ACCOUNT_NAMES.demo, base);
      await expect(page).toHaveURL(`${base}/`);
      await page.goto(`${base}/support/tickets?mfe_${REMOTE}=dev&locale=en`);
      await nav.expectMounted(REMOTE, 'dev');
      await expect(nav.area(REMOTE)).toHaveAttribute('data-channel', 'dev');
      const notice = page.getByTestId('rollout-notice').locator(`[data-remote="${REMOTE}"]`);
      await expect(notice).toHaveAttribute('data-status', 'dev');
      await expect(notice).toContainText(
        `Development build: Support comes from your development server http://localhost:${devPort}`,
      );

      // the other remotes stay on their released versions
      await nav.open('billing');
      await expect(nav.area('billing')).toHaveAttribute('data-status', 'mounted');
      await expect(nav.area('billing')).toHaveAttribute('data-channel', 'stable');
      await expect(nav.area('billing')).toHaveAttribute('data-version', /^\d+\.\d+\.\d+/);

      // remembered in this browser: the support area without the parameter is still the development build
      await page.goto(`${base}/support/tickets`);
      await nav.expectMounted(REMOTE, 'dev');
      await expect(page.getByRole('columnheader', { name: '#', exact: true })).toBeVisible();
      // state inside the component to be edited: the table's page size
      const pageSize = nav.area(REMOTE).getByLabel('Rows per page');
      await pageSize.selectOption('25');
      await page.evaluate(() => Object.assign(window, { notReloaded: true }));

      fs.writeFileSync(EDITED, original.replace(ANCHOR, `header: '${EDITED_HEADER}'`));
      await expect(page.getByRole('columnheader', { name: EDITED_HEADER, exact: true })).toBeVisible({
        timeout: 60_000,
      });
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      );
      await expect(pageSize).toHaveValue('25');
      await expect(nav.area(REMOTE)).toHaveAttribute('data-channel', 'dev');

      fs.writeFileSync(EDITED, original);
      await expect(page.getByRole('columnheader', { name: '#', exact: true })).toBeVisible({
        timeout: 60_000,
      });
      await expect(pageSize).toHaveValue('25');
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      );

      // what a developer sees, in both locales and at phone width
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOTS, 'dev-loop-en.png') });
      await page.getByRole('button', { name: 'فارسی', exact: true }).click();
      await expect(notice).toContainText('نسخه در حال توسعه');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: path.join(SCREENSHOTS, 'dev-loop-fa-phone.png') });

      // back to the released version from the notice
      await notice.getByRole('button', { name: 'استفاده از نسخه منتشرشده' }).click();
      await page.goto(`${base}/support/tickets`);
      await nav.expectMounted(REMOTE);
      await expect(nav.area(REMOTE)).not.toHaveAttribute('data-channel', 'dev');
    } finally {
      fs.writeFileSync(EDITED, original);
      stop(devLoop.child);
    }
  });
});
