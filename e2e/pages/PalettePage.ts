import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const TEXTS = {
  fa: {
    input: 'جستجوی صفحه‌ها، منابع و کارها',
    field: 'جستجو در پرتال (Ctrl+K)',
    failed: (area: string) => `نتیجه‌های ${area} فعلاً در دسترس نیست.`,
  },
  en: {
    input: 'Search pages, resources and actions',
    field: 'Search the portal (Ctrl+K)',
    failed: (area: string) => `Results from ${area} are not available right now.`,
  },
};

/** The command palette (Ctrl+K / ⌘K, or the header's search field), driven from the keyboard. */
export class PalettePage {
  readonly texts: (typeof TEXTS)['fa'];

  constructor(
    readonly page: Page,
    readonly locale: 'fa' | 'en',
  ) {
    this.texts = TEXTS[locale];
  }

  dialog() {
    return this.page.getByTestId('command-palette');
  }

  input() {
    return this.page.getByRole('combobox', { name: this.texts.input });
  }

  options() {
    return this.dialog().getByRole('option');
  }

  selected() {
    return this.dialog().locator('[role="option"][aria-selected="true"]');
  }

  failedNote(area: string) {
    return this.dialog().getByText(this.texts.failed(area));
  }

  /** Opens it with Ctrl+K; the field has the focus. */
  async open(): Promise<void> {
    // the header (which listens for the shortcut) is on the page first
    await expect(this.page.locator('[aria-keyshortcuts="Control+K Meta+K"]:visible').first()).toBeVisible();
    await this.page.keyboard.press('Control+k');
    await expect(this.input()).toBeFocused();
  }

  /** Types a query as a person would, key by key. */
  async type(query: string): Promise<void> {
    await this.input().pressSequentially(query);
  }

  /** Moves down with the arrow keys until the option named `name` is the selected one (at most 30 steps). */
  async arrowTo(name: string | RegExp): Promise<void> {
    await expect(this.options().filter({ hasText: name }).first()).toBeVisible();
    for (let i = 0; i < 30; i += 1) {
      const text = (await this.selected().textContent()) ?? '';
      if (typeof name === 'string' ? text.includes(name) : name.test(text)) return;
      await this.page.keyboard.press('ArrowDown');
    }
    throw new Error(`no option ${String(name)} reached with the arrow keys`);
  }

  /** Tabs through the focused dialog until the button named `name` has the focus, then presses Enter. */
  async pressButton(name: string): Promise<void> {
    for (let i = 0; i < 6; i += 1) {
      const focused = await this.page.evaluate(() =>
        document.activeElement?.tagName === 'BUTTON' ? document.activeElement.textContent : null,
      );
      if (focused?.trim() === name) {
        await this.page.keyboard.press('Enter');
        return;
      }
      await this.page.keyboard.press('Tab');
    }
    throw new Error(`the button ${name} was not reached with Tab`);
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: path.join('screenshots', `palette-${name}.png`) });
  }
}
