import { expect, resetSandbox, signIn, test } from '../fixtures';
import { CloudInfraPage, OFFICE_KEY } from '../pages/CloudInfraPage';

/** The SSH key dialog's texts, by locale (the cloud area's messages). */
const ADD_KEY = {
  en: { add: 'Add key', title: 'Add an SSH key', name: /^Name/, publicKey: /^Public key/ },
  fa: { add: 'افزودن کلید', title: 'افزودن کلید SSH', name: /^نام/, publicKey: /^کلید عمومی/ },
} as const;

test.describe('what was just added, pictured', () => {
  for (const locale of ['fa', 'en'] as const) {
    for (const phone of [false, true]) {
      test(`an SSH key just added is highlighted on screen in ${locale}${phone ? ' at phone width' : ''}`, async ({
        page,
        request,
      }) => {
        await resetSandbox(request);
        if (phone) await page.setViewportSize({ width: 390, height: 844 });
        await signIn(page);
        const cloud = new CloudInfraPage(page, locale);
        const text = ADD_KEY[locale];
        await cloud.goto('ssh-keys');
        await page.getByRole('button', { name: text.add, exact: true }).click();
        const dialog = cloud.dialog(text.title);
        await dialog.getByLabel(text.name).fill('office');
        await dialog.getByLabel(text.publicKey).fill(OFFICE_KEY.public_key);
        await dialog.getByRole('button', { name: text.add, exact: true }).click();
        await expect(dialog).toBeHidden();
        const row = cloud.row(cloud.table(cloud.t.sshKeys), 'office');
        await cloud.expectJustAdded(row);
        // the row's cells take the highlight's tint, not the table's own background
        const tint = await row
          .locator('td')
          .first()
          .evaluate((cell) => getComputedStyle(cell).backgroundColor);
        const plain = await cloud
          .table(cloud.t.sshKeys)
          .locator('tbody tr')
          .filter({ hasNot: page.locator('[data-just-added]') })
          .first()
          .locator('td')
          .first()
          .evaluate((cell) => getComputedStyle(cell).backgroundColor);
        expect(tint).not.toBe(plain);
        await page.screenshot({
          path: `screenshots/just-added-ssh-key-${locale}${phone ? '-phone' : ''}.png`,
        });
      });
    }
  }
});
