import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SupportPlan } from '@portal/api-support';
import {
  ConfirmDialog,
  DateText,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  showToast,
  useApiErrorMessage,
} from '@portal/shared-ui';
import { usePlanChangeMutation } from '../../data/plans/plan-change-mutation';
import { usePlansQuery } from '../../data/plans/plans-query';
import { PlanCard } from './PlanCard';
import { planAction, type PlanAction } from './planChange';

/** First day of next month (UTC), when a downgrade takes effect; the server answers the exact time. */
function nextMonthStart(now = new Date()): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) / 1000;
}

/** /support/plans: the support packages, buy or change; a downgrade waits for next month after a confirmation. */
export function PlansPage() {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const query = usePlansQuery();
  const change = usePlanChangeMutation();
  const [chosen, setChosen] = useState<{ plan: SupportPlan; action: PlanAction } | null>(null);

  const confirm = () => {
    if (!chosen) return;
    change.mutate(
      { planId: chosen.plan.id },
      {
        onSuccess: ({ message }) => {
          setChosen(null);
          showToast({ title: message });
        },
        onError: (error) => showToast({ type: 'error', title: errorMessage(error, 'support.error.generic') }),
      },
    );
  };

  return (
    <Stack gap="4">
      <Text color="fg.muted">
        <FormattedMessage id="support.plans.intro" />
      </Text>
      <QueryView query={query}>
        {({ plans, current }) => (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
            {plans.map((plan) => {
              const action = planAction(plan, current, plans);
              return (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  action={action}
                  scheduledAt={action === 'scheduled' ? current.next_plan_at : null}
                  onChoose={() => setChosen({ plan, action })}
                />
              );
            })}
          </SimpleGrid>
        )}
      </QueryView>
      <ConfirmDialog
        open={chosen !== null}
        size="md"
        title={
          chosen
            ? intl.formatMessage(
                { id: `support.plans.confirm.${chosen.action}.title` },
                { plan: chosen.plan.title },
              )
            : ''
        }
        confirmLabel={
          chosen ? intl.formatMessage({ id: `support.plans.action.${chosen.action}` }) : undefined
        }
        loading={change.isPending}
        onClose={() => setChosen(null)}
        onConfirm={confirm}
      >
        {chosen && (
          <FormattedMessage
            id={`support.plans.confirm.${chosen.action}.body`}
            values={{
              plan: chosen.plan.title,
              date: <DateText value={query.data?.current.next_plan_at ?? nextMonthStart()} />,
            }}
          />
        )}
      </ConfirmDialog>
    </Stack>
  );
}
