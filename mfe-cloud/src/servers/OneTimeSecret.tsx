import { useIntl } from 'react-intl';
import { Alert, Code, CopyButton, HStack, Stack, Text } from '@portal/shared-ui';

export interface OneTimeSecretProps {
  /** what the secret is, e.g. "Root password" */
  label: string;
  secret: string;
}

/** A password the provider answers only once: shown with copy, and a warning that it will not be shown again. */
export function OneTimeSecret({ label, secret }: OneTimeSecretProps) {
  const intl = useIntl();
  return (
    <Alert.Root status="warning" variant="subtle" data-secret="">
      <Alert.Indicator />
      <Stack gap="1" flex="1">
        <Alert.Title>{label}</Alert.Title>
        <HStack gap="2" wrap="wrap">
          <Code dir="ltr" fontSize="md" px="2" py="1" aria-label={label}>
            {secret}
          </Code>
          <CopyButton
            text={secret}
            label={intl.formatMessage({ id: 'cloud.server.copySecret' }, { what: label })}
          />
        </HStack>
        <Text fontSize="sm">{intl.formatMessage({ id: 'cloud.server.shownOnce' })}</Text>
      </Stack>
    </Alert.Root>
  );
}
