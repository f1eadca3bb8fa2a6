import type { LocalizedText } from '@portal/release';

/** A label of the shell's own (a message id) or a remote's (the text in both locales). */
export type ItemLabel = { id: string } | LocalizedText;

/** A remote's text in the page's locale (react-intl's `locale`). */
export function inLocale(text: LocalizedText, locale: string): string {
  return locale === 'fa' ? text.fa : text.en;
}

/** A label as text: the shell's message, or the remote's text in the page's locale. */
export function labelText(
  label: ItemLabel,
  intl: { locale: string; formatMessage(d: { id: string }): string },
): string {
  return 'id' in label ? intl.formatMessage({ id: label.id }) : inLocale(label, intl.locale);
}
