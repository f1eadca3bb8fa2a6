import { useIntl } from 'react-intl';
import { volumeDailyCost } from '@portal/shared-sdk';
import { Price, Text } from '@portal/shared-ui';
import { usePriceListQuery } from '../../data/prices/price-list-query';

export interface VolumeCostProps {
  /** GB; nothing is shown for a size that is not one yet */
  size: number | undefined;
}

/** What a volume of this size costs a day, from the customer's price list (the provider charges the same). */
export function VolumeCost({ size }: VolumeCostProps) {
  const intl = useIntl();
  const prices = usePriceListQuery();
  const cost = size && prices.data ? volumeDailyCost(size, prices.data) : null;
  return (
    <Text aria-live="polite" data-testid="volume-cost">
      {intl.formatMessage({ id: 'cloud.volumes.costPerDay' })}{' '}
      <Text as="strong" fontWeight="semibold">
        {cost === null
          ? '—'
          : intl.formatMessage({ id: 'cloud.volumes.perDay' }, { price: <Price key="price" rials={cost} /> })}
      </Text>
    </Text>
  );
}
