import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SecuritySettings } from '@portal/api-account';
import { Badge, Button, HStack, Stack, Text } from '@portal/shared-ui';
import { AppSetupDialog } from './AppSetupDialog';
import { OtpCodeDialog } from './OtpCodeDialog';
import { SectionCard } from './SectionCard';

export interface TwoFactorSectionProps {
  settings: SecuritySettings;
}

type Dialog = 'app' | 'sms' | 'email' | 'off' | null;

/** The second factor: off, or on by an authenticator app, SMS or e-mail; turning it off asks for a code. */
export function TwoFactorSection({ settings }: TwoFactorSectionProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const type = settings.otp_enabled ? settings.otp_type : null;
  return (
    <SectionCard titleId="account.otp.title" descriptionId="account.otp.description">
      <Stack gap="4">
        <HStack gap="2" wrap="wrap">
          <Text>
            <FormattedMessage id="account.otp.status" />
          </Text>
          <Badge colorPalette={type ? 'green' : 'gray'} variant="subtle" data-testid="otp-status">
            <FormattedMessage id={type ? `account.otp.on.${type}` : 'account.otp.off'} />
          </Badge>
        </HStack>
        {type ? (
          <Button alignSelf="start" variant="outline" colorPalette="red" onClick={() => setDialog('off')}>
            <FormattedMessage id="account.otp.turnOff" />
          </Button>
        ) : (
          <HStack gap="2" wrap="wrap">
            <Button colorPalette="brand" onClick={() => setDialog('app')}>
              <FormattedMessage id="account.otp.useApp" />
            </Button>
            <Button variant="outline" onClick={() => setDialog('sms')}>
              <FormattedMessage id="account.otp.useSms" />
            </Button>
            <Button variant="outline" onClick={() => setDialog('email')}>
              <FormattedMessage id="account.otp.useEmail" />
            </Button>
          </HStack>
        )}
      </Stack>
      <AppSetupDialog open={dialog === 'app'} onClose={close} />
      <OtpCodeDialog
        open={dialog === 'sms'}
        onClose={close}
        kind="sms"
        enabled
        sendFirst
        titleId="account.otp.sms.title"
      />
      <OtpCodeDialog
        open={dialog === 'email'}
        onClose={close}
        kind="email"
        enabled
        sendFirst
        titleId="account.otp.email.title"
      />
      <OtpCodeDialog
        open={dialog === 'off'}
        onClose={close}
        kind="off"
        enabled={false}
        sendFirst={type !== 'app'}
        titleId="account.otp.off.title"
      />
    </SectionCard>
  );
}
