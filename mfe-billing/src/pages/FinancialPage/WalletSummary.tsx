import { FormattedMessage } from 'react-intl';
import { Box, Price, SimpleGrid, Text, QueryView } from '@portal/shared-ui';
import { useBalanceQuery, type BalanceQueryData } from '../../data/balance/balance-query';

const FIGURES: ReadonlyArray<{ key: keyof BalanceQueryData; titleId: string }> = [
  { key: 'balance', titleId: 'billing.wallet.balance' },
  { key: 'credit', titleId: 'billing.wallet.credit' },
  { key: 'debt', titleId: 'billing.wallet.debt' },
];

/** The wallet's balance (negative is debt), credit and debt, in rials. */
export function WalletSummary() {
  const query = useBalanceQuery();
  return (
    <Box as="section" aria-labelledby="billing-wallet-title" mb="6">
      <Text id="billing-wallet-title" fontWeight="semibold" mb="3">
        <FormattedMessage id="billing.wallet.title" />
      </Text>
      <QueryView query={query}>
        {(wallet) => (
          <SimpleGrid as="dl" columns={{ base: 1, md: 3 }} gap="4" m="0">
            {FIGURES.map(({ key, titleId }) => (
              <Box key={key} borderWidth="1px" borderRadius="lg" p="4">
                <Text as="dt" color="fg.muted" fontSize="sm">
                  <FormattedMessage id={titleId} />
                </Text>
                <Text as="dd" fontSize="xl" fontWeight="semibold" m="0" data-figure={key}>
                  <Price rials={wallet[key]} />
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </Box>
  );
}
