import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { formatPrice } from '@portal/shared-sdk';
import { Link, Text } from '@portal/shared-ui';
import { contributedLink } from '../contributions/contributedLinks';
import { useContributions } from '../contributions/useContributions';
import { useSessionSnapshot } from '../session/useSessionSnapshot';

/**
 * The wallet balance in the header (negative means debt), linking where the remote owning the
 * `balance` link sends it (billing: the payment history); plain text when no remote contributes one.
 */
export function BalanceFigure() {
  const { wallet } = useSessionSnapshot();
  const to = contributedLink(useContributions(), 'balance');
  const figure = (
    <>
      <Text as="span" color="fg.muted" hideBelow="sm">
        <FormattedMessage id="shell.header.balance" />
      </Text>
      <Text as="span" fontWeight="medium" dir="ltr">
        {formatPrice(wallet.balance)}
      </Text>
      <Text as="span" color="fg.muted" fontSize="xs" hideBelow="sm">
        <FormattedMessage id="shell.header.rial" />
      </Text>
    </>
  );
  const color = wallet.balance < 0 ? 'fg.error' : 'fg';
  if (!to)
    return (
      <Text as="span" fontSize="sm" color={color} data-testid="header-balance">
        {figure}
      </Text>
    );
  return (
    <Link asChild fontSize="sm" color={color} textDecoration="none" data-testid="header-balance">
      <RouterLink to={to}>{figure}</RouterLink>
    </Link>
  );
}
