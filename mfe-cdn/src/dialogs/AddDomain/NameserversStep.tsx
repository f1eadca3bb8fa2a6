import { useIntl } from 'react-intl';
import { NS_UPDATE_MAX_HOURS } from '@portal/shared-sdk';
import { type Domain } from '@portal/api-cdn';
import { Alert, Stack, Text } from '@portal/shared-ui';
import { NameserverTable } from '../../components/NameserverTable';

export interface NameserversStepProps {
  domain: Domain;
}

/** Step 3: the two nameservers to set at the registrar, beside the current ones, each with a copy button; up to 24 hours. */
export function NameserversStep({ domain }: NameserversStepProps) {
  const intl = useIntl();
  return (
    <Stack gap="4">
      <Text>
        {intl.formatMessage(
          { id: 'cdn.wizard.ns.intro' },
          {
            domain: (
              <bdi key="d" dir="ltr">
                {domain.name}
              </bdi>
            ),
          },
        )}
      </Text>
      <NameserverTable required={domain.mc_nameservers} current={domain.current_nameservers} />
      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Description>
          {intl.formatMessage({ id: 'cdn.wizard.ns.delay' }, { hours: NS_UPDATE_MAX_HOURS })}
        </Alert.Description>
      </Alert.Root>
    </Stack>
  );
}
