import { useIntl } from 'react-intl';
import {
  Button,
  Container,
  ErrorState,
  Flex,
  Heading,
  QueryView,
  Stack,
  Text,
  useApiErrorMessage,
} from '@portal/shared-ui';
import { usePlansQuery } from '../../data/plans/plans-query';
import { usePriceListQuery } from '../../data/plans/price-list-query';
import { PlanTiers } from '../../components/PlanTiers';

/**
 * /plans/more-details: the CDN plans in detail, in a window of its own (the add-domain wizard opens
 * it beside itself): every tier with its features and monthly price, and a button closing the window.
 */
export function PlanDetailsPage() {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const plans = usePlansQuery();
  const prices = usePriceListQuery();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Container maxW="7xl" py="6">
      <Stack gap="5">
        <Flex align="center" gap="3" wrap="wrap">
          <Stack gap="1" flex="1">
            <Heading as="h1" size="xl">
              {t('cdn.plans.details.title')}
            </Heading>
            <Text color="fg.muted">{t('cdn.plans.details.intro')}</Text>
          </Stack>
          <Button variant="outline" onClick={() => window.close()}>
            {t('cdn.plans.details.close')}
          </Button>
        </Flex>
        {prices.isError && (
          <ErrorState message={errorMessage(prices.error)} onRetry={() => void prices.refetch()} />
        )}
        {/* the prices are shown when they come; the tiers do not wait for them */}
        <QueryView query={plans}>{(tiers) => <PlanTiers plans={tiers} prices={prices.data} />}</QueryView>
      </Stack>
    </Container>
  );
}
