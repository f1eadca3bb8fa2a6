import { expect, type Page } from '@playwright/test';
import { AREA_LINKS, REMOTE_NAMES, type RemoteName } from './areas';

export { AREA_LINKS, REMOTE_NAMES };

/** The shell's side navigation and the area parcels it opens, in English. */
export class AreaNav {
  constructor(readonly page: Page) {}

  /** The host element of a remote's area parcel. */
  area(remote: RemoteName) {
    return this.page.locator(`[data-remote="${remote}"][data-module="./app"]`);
  }

  link(remote: RemoteName) {
    return this.page
      .getByRole('navigation', { name: 'Areas' })
      .getByRole('link', { name: AREA_LINKS[remote].link, exact: true });
  }

  /** Client-side navigation through the side menu (no page load). */
  async open(remote: RemoteName): Promise<void> {
    await this.link(remote).click();
    await expect(this.page).toHaveURL(new RegExp(`${AREA_LINKS[remote].path}(/|\\?|$)`));
  }

  /** Client-side navigation to any path (what the shell's router does for a link). */
  async navigate(pathname: string): Promise<void> {
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, pathname);
  }

  async expectMounted(remote: RemoteName, version?: string): Promise<void> {
    await expect(this.area(remote)).toHaveAttribute('data-status', 'mounted');
    if (version) await expect(this.area(remote)).toHaveAttribute('data-version', version);
  }

  /** The in-place error of a failed area, with its retry button. */
  async expectAreaError(remote: RemoteName): Promise<void> {
    await expect(this.area(remote)).toHaveAttribute('data-status', 'error');
    await expect(this.area(remote).getByRole('alert')).toBeVisible();
    await expect(this.area(remote).getByRole('button', { name: 'Try again' })).toBeVisible();
  }

  /** The header menus still open and list their entries. */
  async expectMenusWork(): Promise<void> {
    const trigger = this.page.locator('header [data-menu="support"]');
    await trigger.click();
    await expect(this.page.getByRole('menuitem', { name: 'My Tickets' })).toBeVisible();
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('menuitem', { name: 'My Tickets' })).toBeHidden();
  }

  /** Marks the page; `expectSamePage` fails if the page was reloaded since. */
  async markPage(): Promise<number> {
    return this.page.evaluate(() => ((window as unknown as { __e2eMark: number }).__e2eMark = Math.random()));
  }

  async expectSamePage(mark: number): Promise<void> {
    expect(await this.page.evaluate(() => (window as unknown as { __e2eMark?: number }).__e2eMark)).toBe(
      mark,
    );
  }
}
