import { useIntl } from 'react-intl';
import type { Locale } from '@portal/shared-sdk';
import { productNameIn } from './productName';
import { useRuntimeConfig } from './RuntimeConfigContext';

/** The product's name in the page's locale: config.json's, else the shell's own text. */
export function useProductName(): string {
  const intl = useIntl();
  const { productName } = useRuntimeConfig();
  return productNameIn(productName, intl.locale as Locale) || intl.formatMessage({ id: 'shell.productName' });
}
