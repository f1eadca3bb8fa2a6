import type { Page } from '@playwright/test';

export type Locale = 'fa' | 'en';

/** The screens a page is looked at on: each locale on a desktop and on a 390 px phone. */
export const SCREEN_VARIANTS: ReadonlyArray<readonly [Locale, number]> = [
  ['fa', 1366],
  ['en', 1366],
  ['fa', 390],
  ['en', 390],
];

/** A page object whose expected texts follow the locale it opens the portal in. */
export class LocalizedPage<Texts extends Record<Locale, unknown>> {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
    private readonly texts: Texts,
  ) {}

  get t(): Texts[Locale] {
    return this.texts[this.locale];
  }

  async gotoDashboard(): Promise<void> {
    await this.page.goto(`/?locale=${this.locale}`);
  }
}
