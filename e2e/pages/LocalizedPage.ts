import type { Page } from '@playwright/test';

export type Locale = 'fa' | 'en';

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
