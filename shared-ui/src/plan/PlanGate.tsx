import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@chakra-ui/react';

export interface PlanGateProps {
  /** whether the account's plan includes the feature (the SDK's `planSupports`) */
  allowed: boolean;
  /** the feature, shown only when allowed */
  children?: ReactNode;
  /** what the customer can do about it, e.g. a link to the plans */
  action?: ReactNode;
}

/**
 * A feature the plan lacks: "Unfortunately, your plan does not support this feature" in its place,
 * before the customer tries it (with an optional way to a plan that has it); the feature itself
 * when the plan includes it.
 */
export function PlanGate({ allowed, children, action }: PlanGateProps) {
  const intl = useIntl();
  if (allowed) return <>{children}</>;
  return (
    <Alert.Root status="info" variant="subtle" alignItems="center" flexWrap="wrap" data-plan-gate="">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="12rem">
        <Alert.Title fontWeight="normal">{intl.formatMessage({ id: 'ui.plan.unsupported' })}</Alert.Title>
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}
