import { FormattedMessage, useIntl } from 'react-intl';
import type { CustomPrice } from '@portal/shared-sdk';
import type { CdnPlan, Domain } from '@portal/api-cdn';
import {
  Alert,
  Button,
  DateText,
  DialogFrame,
  Flex,
  Price,
  Stack,
  Text,
  showToast,
  useApiErrorMessage,
} from '@portal/shared-ui';
import { usePlanChangeMutation } from '../../data/plans/plan-change-mutation';
import { planChangeSummary } from './planChangeSummary';

export interface PlanChangeDialogProps {
  domain: Domain;
  /** the plan chosen; the dialog is closed without one */
  plan: CdnPlan | null;
  prices: readonly CustomPrice[];
  onClose: () => void;
}

/**
 * Changing a domain's plan: before confirming, the amount charged now for the rest of the month
 * (and the monthly price after it); a downgrade within 15 days of the purchase is refused with its
 * message instead. The provider decides again, and its refusal is shown the same way.
 */
export function PlanChangeDialog({ domain, plan, prices, onClose }: PlanChangeDialogProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const change = usePlanChangeMutation();
  const summary = plan ? planChangeSummary(domain, plan, prices, Math.floor(Date.now() / 1000)) : null;
  const refused = change.error ? errorMessage(change.error) : null;
  const close = () => {
    change.reset();
    onClose();
  };
  const confirm = () =>
    plan &&
    change.mutate(
      { domainId: domain.id, planId: plan.id },
      {
        onSuccess: ({ message }) => {
          showToast({ title: message, type: 'success' });
          close();
        },
      },
    );
  const names = {
    domain: (
      <bdi key="d" dir="ltr">
        {domain.name}
      </bdi>
    ),
    plan: plan?.title ?? '',
  };

  return (
    <DialogFrame
      open={plan !== null}
      onClose={close}
      role="alertdialog"
      size="md"
      title={<FormattedMessage id="cdn.plans.change.title" values={names} />}
      footer={
        <Flex gap="2" justify="flex-end" width="full">
          <Button variant="ghost" onClick={close} disabled={change.isPending}>
            {intl.formatMessage({ id: summary?.kind === 'tooSoon' ? 'ui.common.close' : 'ui.common.cancel' })}
          </Button>
          {summary?.kind === 'charge' && (
            <Button colorPalette="brand" onClick={confirm} loading={change.isPending}>
              {intl.formatMessage({ id: 'cdn.plans.change.confirm' })}
            </Button>
          )}
        </Flex>
      }
    >
      <Stack gap="3">
        {summary?.kind === 'tooSoon' && (
          <Alert.Root status="warning" variant="subtle">
            <Alert.Indicator />
            <Alert.Description>
              <FormattedMessage
                id="cdn.plans.downgradeTooSoon"
                values={{ date: <DateText key="d" value={summary.from} /> }}
              />
            </Alert.Description>
          </Alert.Root>
        )}
        {summary?.kind === 'charge' && (
          <>
            <Text>
              {summary.now === 0 || summary.now === null ? (
                <FormattedMessage id={summary.now === 0 ? 'cdn.plans.change.free' : 'cdn.plans.noPrice'} />
              ) : (
                <FormattedMessage
                  id="cdn.plans.change.chargeNow"
                  values={{
                    amount: <Price key="a" rials={summary.now} unit="toman" />,
                    date: <DateText key="d" value={summary.until - 1} />,
                  }}
                />
              )}
            </Text>
            {summary.monthly !== null && summary.monthly > 0 && (
              <Text color="fg.muted" fontSize="sm">
                <FormattedMessage
                  id="cdn.plans.change.thenMonthly"
                  values={{ price: <Price key="p" rials={summary.monthly} unit="toman" /> }}
                />
              </Text>
            )}
          </>
        )}
        {refused && (
          <Alert.Root status="error" variant="subtle">
            <Alert.Indicator />
            <Alert.Description>{refused}</Alert.Description>
          </Alert.Root>
        )}
      </Stack>
    </DialogFrame>
  );
}
