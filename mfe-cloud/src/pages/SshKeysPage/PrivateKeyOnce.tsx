import { useIntl } from 'react-intl';
import type { SshKeyPair } from '@portal/shared-sdk';
import {
  Alert,
  Box,
  Button,
  Code,
  CopyButton,
  Flex,
  Stack,
  Text,
  Textarea,
  saveBlob,
} from '@portal/shared-ui';

export interface PrivateKeyOnceProps {
  pair: SshKeyPair;
}

/**
 * A generated key pair's private key, shown this once: copy it or download it as a file named after
 * the key. Nothing keeps it once this is closed; the provider will not give it again.
 */
export function PrivateKeyOnce({ pair }: PrivateKeyOnceProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Stack gap="4">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('cloud.ssh.once.title')}</Alert.Title>
          <Alert.Description>{t('cloud.ssh.once.body')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Box>
        <Flex align="center" justify="space-between" mb="1">
          <Text asChild fontWeight="medium" fontSize="sm">
            <label htmlFor="generated-private-key">{t('cloud.ssh.once.privateKey')}</label>
          </Text>
          <Flex gap="1">
            <CopyButton text={pair.private_key} label={t('cloud.ssh.once.copy')} size="sm" />
            <Button
              size="xs"
              variant="outline"
              onClick={() =>
                saveBlob(new Blob([pair.private_key], { type: 'application/x-pem-file' }), pair.name)
              }
            >
              {t('cloud.ssh.once.download')}
            </Button>
          </Flex>
        </Flex>
        <Textarea
          id="generated-private-key"
          readOnly
          value={pair.private_key}
          rows={8}
          dir="ltr"
          fontFamily="mono"
          fontSize="xs"
          spellCheck={false}
        />
      </Box>
      <Stack gap="1" fontSize="sm">
        <Text fontWeight="medium">{t('cloud.ssh.once.publicKey')}</Text>
        <Code dir="ltr" whiteSpace="pre-wrap" wordBreak="break-all" p="2">
          {pair.public_key}
        </Code>
        <Text color="fg.muted">
          {t('cloud.ssh.once.fingerprint')} <bdi dir="ltr">{pair.fingerprint}</bdi>
        </Text>
      </Stack>
    </Stack>
  );
}
