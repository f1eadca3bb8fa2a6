import { test, expect, signIn } from '../fixtures';
import { ShellPage } from '../pages/ShellPage';

test.describe('locale', () => {
  test('is Persian right-to-left by default, English left-to-right after ?locale=en, and remembered', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await page.goto('/login');
    await shell.expectDirection('rtl', 'fa');
    await expect(page.getByRole('tab', { name: 'ورود' })).toBeVisible();

    await page.goto('/login?locale=en');
    await shell.expectDirection('ltr', 'en');
    await expect(page).toHaveURL(/\/login$/); // the query is applied, then removed
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();

    await page.reload();
    await shell.expectDirection('ltr', 'en');
  });

  test('the switch re-renders the shell and the mounted parcel in the other language', async ({ page }) => {
    const shell = new ShellPage(page);
    await signIn(page);
    await page.goto('/support/tickets?locale=en');
    await shell.expectAreaMounted('support');
    await expect(page).toHaveTitle(/Tickets/);
    const parcel = shell.area('support').locator('[dir]').first();
    await expect(parcel).toHaveAttribute('dir', 'ltr');

    await page.getByRole('button', { name: 'فارسی' }).first().click();
    await shell.expectDirection('rtl', 'fa');
    await expect(parcel).toHaveAttribute('dir', 'rtl');
    await expect(parcel).toHaveAttribute('lang', 'fa');
    await expect(page.getByRole('link', { name: 'داشبورد' }).first()).toBeVisible();
    // the same page, not a reload into another route
    await expect(page).toHaveURL(/\/support\/tickets$/);
  });

  test('data the provider localizes follows a switch both ways: the department names of the tickets', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await signIn(page);
    await page.goto('/support/tickets?locale=en');
    await shell.expectAreaMounted('support');
    // the demo customer's ticket about web-1 belongs to the cloud department
    const ticket = shell.area('support').getByRole('row').filter({ hasText: 'کندی سرور web-1' });
    await expect(ticket).toContainText('Cloud');

    await page.getByRole('button', { name: 'فارسی' }).first().click();
    await shell.expectDirection('rtl', 'fa');
    await expect(ticket).toContainText('سرور ابری');
    await expect(ticket).not.toContainText('Cloud');

    await page.getByRole('button', { name: 'English' }).first().click();
    await shell.expectDirection('ltr', 'en');
    await expect(ticket).toContainText('Cloud');
    await expect(ticket).not.toContainText('سرور ابری');
  });

  test('another tab follows a locale switch', async ({ page, context }) => {
    await signIn(page);
    await page.goto('/?locale=fa');
    const other = await context.newPage();
    await other.goto('/');
    await new ShellPage(other).expectDirection('rtl', 'fa');
    await page.getByRole('button', { name: 'English' }).first().click();
    await new ShellPage(other).expectDirection('ltr', 'en');
    await other.close();
  });
});
