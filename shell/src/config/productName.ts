import type { Locale } from '@portal/shared-sdk';

/** The product's name in config.json: one name for both locales, or one per locale. */
export type ProductNameSetting = string | Partial<Record<Locale, string>>;

/** Reads config.json's `productName`: a string, or `{ fa, en }` strings; anything else is no name. */
export function parseProductName(value: unknown): ProductNameSetting {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const named: Partial<Record<Locale, string>> = {};
  for (const locale of ['fa', 'en'] as const) {
    const text = (value as Record<string, unknown>)[locale];
    if (typeof text === 'string' && text) named[locale] = text;
  }
  return named;
}

/** The name in the page's locale; '' when the config names none for it (the shell's own text applies). */
export function productNameIn(setting: ProductNameSetting, locale: Locale): string {
  return typeof setting === 'string' ? setting : (setting[locale] ?? '');
}
