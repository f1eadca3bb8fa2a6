import type { IntlShape } from 'react-intl';
import type { ServerSizeError } from '@portal/shared-sdk';

/** A size rule's problem as the text next to its field. */
export function sizeErrorText(intl: IntlShape, error: ServerSizeError | undefined): string | undefined {
  if (!error) return undefined;
  switch (error.kind) {
    case 'tier':
      return intl.formatMessage({ id: 'cloud.create.error.tier' });
    case 'required':
      return intl.formatMessage({ id: 'cloud.create.error.required' });
    case 'whole':
      return intl.formatMessage({ id: 'cloud.create.error.whole' });
    case 'range':
      return intl.formatMessage({ id: 'cloud.create.error.range' }, { min: error.min, max: error.max });
    case 'osDisk':
      return intl.formatMessage({ id: 'cloud.create.error.osDisk' }, { min: error.min });
  }
}
