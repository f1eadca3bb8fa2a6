import { FormattedMessage } from 'react-intl';
import { Button, Card, Flex, Price, QueryView, Stack, Text, useParcelProps } from '@portal/shared-ui';
import { WidgetTitle } from '../WidgetTitle';
import { useBalanceQuery } from '../../data/balance/balance-query';

/**
 * The dashboard's balance and credit card: links to the payment history and opens the add-balance
 * dialog (the shell's, by name). The figures follow `wallet:changed`, so a payment shows at once.
 */
export function BalanceCard() {
  const props = useParcelProps();
  const openDialog =
    typeof props.openDialog === 'function' ? (props.openDialog as (name: string) => void) : null;
  const query = useBalanceQuery();
  return (
    <Card.Root data-testid="balance-card">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2">
          <WidgetTitle to="/financial/payment-history" messageId="billing.widget.balanceTitle" />
          {openDialog && (
            <Button size="sm" colorPalette="brand" onClick={() => openDialog('AddBalance')}>
              <FormattedMessage id="billing.increaseBalance" />
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        <QueryView query={query}>
          {(wallet) => (
            <Stack as="dl" gap="3" m="0">
              <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
                <Text as="dt" color="fg.muted" fontSize="sm">
                  <FormattedMessage id="billing.wallet.balance" />
                </Text>
                <Text
                  as="dd"
                  m="0"
                  fontSize="lg"
                  fontWeight="bold"
                  color={wallet.balance < 0 ? 'fg.error' : undefined}
                  data-figure="balance"
                >
                  <Price rials={wallet.balance} />
                </Text>
              </Flex>
              <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
                <Text as="dt" color="fg.muted" fontSize="sm">
                  <FormattedMessage id="billing.wallet.credit" />
                </Text>
                <Text as="dd" m="0" fontSize="lg" fontWeight="bold" data-figure="credit">
                  <Price rials={wallet.credit} />
                </Text>
              </Flex>
            </Stack>
          )}
        </QueryView>
      </Card.Body>
    </Card.Root>
  );
}
