import { FormattedMessage } from 'react-intl';
import { Alert } from '@portal/shared-ui';

/** "Unfortunately, your plan does not support this feature", where a feature the domain's plan lacks would be. */
export function PlanGateNotice() {
  return (
    <Alert.Root status="info" data-plan-gate="">
      <Alert.Indicator />
      <Alert.Title>
        <FormattedMessage id="cdn.dns.planGate" />
      </Alert.Title>
    </Alert.Root>
  );
}
