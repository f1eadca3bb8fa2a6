import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { formatPrice } from '@portal/shared-sdk';
import { Link, Text } from '@portal/shared-ui';
import { useSessionSnapshot } from '../session/useSessionSnapshot';

/** The wallet balance in the header (negative means debt), linking to the payment history. */
export function BalanceFigure() {
  const { wallet } = useSessionSnapshot();
  return (
    <Link
      asChild
      fontSize="sm"
      color={wallet.balance < 0 ? 'fg.error' : 'fg'}
      textDecoration="none"
      data-testid="header-balance"
    >
      <RouterLink to="/financial/payment-history">
        <Text as="span" color="fg.muted" hideBelow="sm">
          <FormattedMessage id="shell.header.balance" />
        </Text>
        <Text as="span" fontWeight="medium" dir="ltr">
          {formatPrice(wallet.balance)}
        </Text>
        <Text as="span" color="fg.muted" fontSize="xs" hideBelow="sm">
          <FormattedMessage id="shell.header.rial" />
        </Text>
      </RouterLink>
    </Link>
  );
}
