import { useIntl } from 'react-intl';
import { Spinner, Stack, Text } from '@portal/shared-ui';

/** Step 5: the domain's records are being prepared; the wizard then opens its DNS page. */
export function PreparingStep() {
  const intl = useIntl();
  return (
    <Stack align="center" gap="3" py="6" textAlign="center" role="status">
      <Spinner size="lg" color="brand.solid" />
      <Text fontWeight="medium">{intl.formatMessage({ id: 'cdn.wizard.preparing.title' })}</Text>
      <Text color="fg.muted" fontSize="sm">
        {intl.formatMessage({ id: 'cdn.wizard.preparing.next' })}
      </Text>
    </Stack>
  );
}
