import { useIntl } from 'react-intl';
import { Text } from '@chakra-ui/react';
import { formatPrice } from '@portal/shared-sdk';

export interface PriceProps {
  /** the amount in rials (the API's unit) */
  rials: number | string | null | undefined;
  /** show in tomans (rials / 10); rials by default */
  unit?: 'rial' | 'toman';
  /** hide the unit word, e.g. in a column whose header names it */
  hideUnit?: boolean;
}

/** A price with thousands separators and Latin digits, in rials or tomans. */
export function Price({ rials, unit = 'rial', hideUnit }: PriceProps) {
  const intl = useIntl();
  const amount = formatPrice(rials, { unit });
  return (
    <Text as="span" whiteSpace="nowrap">
      {/* the number is a Latin-digit island in Persian text: isolate it so its sign and separators keep their order */}
      <bdi dir="ltr">{amount}</bdi>
      {!hideUnit && ` ${intl.formatMessage({ id: unit === 'toman' ? 'ui.price.toman' : 'ui.price.rial' })}`}
    </Text>
  );
}
