import { useIntl } from 'react-intl';
import { planMonthlyRials, type CustomPrice } from '@portal/shared-sdk';
import { Price, Skeleton, Text } from '@portal/shared-ui';

export interface PlanPriceProps {
  planName: string;
  /** the user's price list; undefined while it loads */
  prices: readonly CustomPrice[] | undefined;
}

/**
 * A plan's price a month, from the user's price list (per second or per hour by its priority,
 * scaled to a 30-day month), in tomans; "Free" for a plan that costs nothing.
 */
export function PlanPrice({ planName, prices }: PlanPriceProps) {
  const intl = useIntl();
  if (!prices) return <Skeleton height="6" width="10rem" variant="shine" />;
  const rials = planMonthlyRials(prices, planName);
  if (rials === null) return <Text color="fg.muted">{intl.formatMessage({ id: 'cdn.plans.noPrice' })}</Text>;
  if (rials === 0)
    return (
      <Text fontWeight="semibold" fontSize="lg">
        {intl.formatMessage({ id: 'cdn.plans.free' })}
      </Text>
    );
  return (
    <Text fontWeight="semibold" fontSize="lg">
      {intl.formatMessage(
        { id: 'cdn.plans.perMonth' },
        { price: <Price key="p" rials={rials} unit="toman" /> },
      )}
    </Text>
  );
}
