import { expect, type Page } from '@playwright/test';

export const AREAS = [
  { remote: 'cdn', path: '/cdn' },
  { remote: 'cloud', path: '/cloud/servers' },
  { remote: 'support', path: '/support/tickets' },
  { remote: 'billing', path: '/financial' },
  { remote: 'account', path: '/profile' },
] as const;

/** The shell around every page: html attributes, header, side navigation, mounted parcels. */
export class ShellPage {
  constructor(readonly page: Page) {}

  html() {
    return this.page.locator('html');
  }

  async expectDirection(dir: 'rtl' | 'ltr', lang: 'fa' | 'en'): Promise<void> {
    await expect(this.html()).toHaveAttribute('dir', dir);
    await expect(this.html()).toHaveAttribute('lang', lang);
  }

  /** The host element of a remote's area parcel (`./app`). */
  area(remote: string) {
    return this.page.locator(`[data-remote="${remote}"][data-module="./app"]`);
  }

  async expectAreaMounted(remote: string): Promise<void> {
    await expect(this.area(remote)).toHaveAttribute('data-status', 'mounted');
  }

  toasts() {
    return this.page.locator('[data-scope="toast"][data-part="root"]');
  }
}
