import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Box,
  Code,
  CopyButton,
  DialogFrame,
  ErrorState,
  HStack,
  Image,
  LoadingState,
  Stack,
  Text,
  showToast,
  useApiErrorMessage,
} from '@portal/shared-ui';
import { useOtpAppConfirmMutation } from '../../data/security/otp-app-confirm-mutation';
import { useOtpAppStartMutation } from '../../data/security/otp-app-start-mutation';
import { CodeForm } from '../../components/verification/CodeForm';

export interface AppSetupDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Setting up an authenticator app: a new secret as a QR code and as text to type, confirmed with the
 * app's 6-digit code (checked by the provider against the secret, RFC 6238).
 */
export function AppSetupDialog({ open, onClose }: AppSetupDialogProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const start = useOtpAppStartMutation();
  const confirm = useOtpAppConfirmMutation();
  const { mutate, reset } = start;

  useEffect(() => {
    if (open) mutate();
    else reset();
  }, [open, mutate, reset]);

  const setup = start.data;
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      closeOnOutsideClick={false}
      size="md"
      title={<FormattedMessage id="account.otp.app.title" />}
    >
      {start.isError ? (
        <ErrorState message={errorMessage(start.error)} onRetry={() => mutate()} />
      ) : !setup ? (
        <LoadingState />
      ) : (
        <Stack gap="4">
          <Text>
            <FormattedMessage id="account.otp.app.scan" />
          </Text>
          <Box alignSelf="center" bg="white" p="2" borderRadius="md" borderWidth="1px">
            <Image src={setup.qr} alt={intl.formatMessage({ id: 'account.otp.app.qrAlt' })} boxSize="180px" />
          </Box>
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="account.otp.app.secret" />
            </Text>
            <HStack gap="2">
              <Code dir="ltr" fontSize="md" data-testid="otp-secret" wordBreak="break-all">
                {setup.secret}
              </Code>
              <CopyButton text={setup.secret} />
            </HStack>
          </Stack>
          <CodeForm
            hint={<FormattedMessage id="account.otp.app.enterCode" />}
            submitLabelId="account.otp.turnOn"
            onSubmit={async (code) => {
              await confirm.mutateAsync({ code });
              showToast({ title: intl.formatMessage({ id: 'account.otp.enabled' }) });
              onClose();
            }}
          />
        </Stack>
      )}
    </DialogFrame>
  );
}
