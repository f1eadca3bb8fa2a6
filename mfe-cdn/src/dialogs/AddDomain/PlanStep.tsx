import { useIntl } from 'react-intl';
import { formatNumber, type CustomPrice } from '@portal/shared-sdk';
import { type CdnPlan } from '@portal/api-cdn';
import { Alert, Box, QueryView, Flex, Link, Skeleton, Stack, Text } from '@portal/shared-ui';
import { usePlansQuery } from '../../data/plans/plans-query';
import { usePriceListQuery } from '../../data/plans/price-list-query';
import { PlanPrice } from '../../components/PlanPrice';
import { PLAN_DETAILS_PATH } from '../../planDetailsPath';

export interface PlanStepProps {
  planId: number;
  /** the provider's refusal of the last choice */
  error: string | null;
  onChoose: (planId: number) => void;
  /** opens the plan details in a window of their own */
  onDetails: () => void;
}

/** Step 4: the plan, free by default, with its monthly price from the user's price list and a link to the details. */
export function PlanStep({ planId, error, onChoose, onDetails }: PlanStepProps) {
  const intl = useIntl();
  const plans = usePlansQuery();
  const prices = usePriceListQuery();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack gap="4">
      <Flex align="center" gap="3" wrap="wrap">
        <Text flex="1">{t('cdn.wizard.plan.intro')}</Text>
        <Link
          href={PLAN_DETAILS_PATH}
          target="_blank"
          color="brand.fg"
          onClick={(e) => {
            e.preventDefault();
            onDetails();
          }}
        >
          {t('cdn.wizard.plan.details')}
        </Link>
      </Flex>
      <QueryView query={plans} loading={<Skeleton height="40" variant="shine" />}>
        {(tiers) => (
          <Box
            role="radiogroup"
            aria-label={t('cdn.wizard.plan.label')}
            display="grid"
            gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }}
            gap="3"
          >
            {tiers.map((plan) => (
              <PlanOption
                key={plan.id}
                plan={plan}
                prices={prices.data}
                checked={plan.id === planId}
                onChoose={onChoose}
              />
            ))}
          </Box>
        )}
      </QueryView>
      {error && (
        <Alert.Root status="error" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}

interface PlanOptionProps {
  plan: CdnPlan;
  prices: readonly CustomPrice[] | undefined;
  checked: boolean;
  onChoose: (planId: number) => void;
}

function PlanOption({ plan, prices, checked, onChoose }: PlanOptionProps) {
  const intl = useIntl();
  return (
    <Box
      as="label"
      display="flex"
      gap="3"
      alignItems="start"
      p="3"
      borderWidth={checked ? '2px' : '1px'}
      borderColor={checked ? 'brand.solid' : 'border'}
      rounded="l2"
      cursor="pointer"
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <input
        type="radio"
        name="cdn-plan"
        value={plan.id}
        checked={checked}
        onChange={() => onChoose(plan.id)}
        style={{ marginTop: '0.3rem', accentColor: 'var(--chakra-colors-brand-solid)' }}
      />
      <Stack gap="0.5" flex="1">
        <Text fontWeight="semibold">{plan.title}</Text>
        <PlanPrice planName={plan.name} prices={prices} />
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(
            { id: 'cdn.wizard.plan.traffic' },
            { gb: formatNumber(plan.max_traffic_proxy) },
          )}
        </Text>
      </Stack>
    </Box>
  );
}
