import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CdnPlan } from '@portal/api-cdn';
import { Button, ErrorState, QueryView, Stack, Text, useApiErrorMessage } from '@portal/shared-ui';
import { usePlansQuery } from '../../data/plans/plans-query';
import { usePriceListQuery } from '../../data/plans/price-list-query';
import { PlanTiers } from '../../components/PlanTiers';
import { useCurrentDomain } from '../DomainPage/currentDomain';
import { PlanChangeDialog } from './PlanChangeDialog';

/** /cdn/{domain_name}/{domain_id}/plans: the tiers side by side, the domain's own marked, any other one chosen from here. */
export function PlansPage() {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const domain = useCurrentDomain();
  const plans = usePlansQuery(domain.id);
  const prices = usePriceListQuery();
  const [chosen, setChosen] = useState<CdnPlan | null>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  return (
    <Stack gap="4" as="section" aria-label={t('cdn.nav.section.plans')}>
      <Text color="fg.muted">{t('cdn.plans.intro', { plan: domain.plan.title })}</Text>
      {prices.isError && (
        <ErrorState message={errorMessage(prices.error)} onRetry={() => void prices.refetch()} />
      )}
      {/* the prices are shown when they come; the tiers do not wait for them */}
      <QueryView query={plans}>
        {(tiers) => (
          <PlanTiers
            plans={tiers}
            prices={prices.data}
            action={(plan) =>
              plan.id === domain.plan.id ? null : (
                <Button
                  width="full"
                  variant="outline"
                  colorPalette="brand"
                  onClick={() => setChosen(plan)}
                  disabled={!prices.data}
                >
                  {t('cdn.plans.choose', { plan: plan.title })}
                </Button>
              )
            }
          />
        )}
      </QueryView>
      {prices.data && (
        <PlanChangeDialog
          domain={domain}
          plan={chosen}
          prices={prices.data}
          onClose={() => setChosen(null)}
        />
      )}
    </Stack>
  );
}
