import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OtpSwitchKind } from '@portal/api-account';
import { DialogFrame, ErrorState, LoadingState, showToast, useApiErrorMessage } from '@portal/shared-ui';
import { useOtpSwitchMutation } from '../../data/security/otp-switch-mutation';
import { CodeForm } from '../../components/verification/CodeForm';

export interface OtpCodeDialogProps {
  open: boolean;
  onClose: () => void;
  /** which switch: on or off by SMS or e-mail, or off whatever it is */
  kind: OtpSwitchKind;
  enabled: boolean;
  /** the provider sends a code first (SMS, e-mail); an authenticator app's code is typed at once */
  sendFirst: boolean;
  titleId: string;
}

interface Sent {
  recipient: string;
  resendAt: number;
}

/**
 * Turning a second factor on or off with a code: by SMS or e-mail the provider sends one first
 * (resend after its wait), an authenticator app's is typed at once.
 */
export function OtpCodeDialog({ open, onClose, kind, enabled, sendFirst, titleId }: OtpCodeDialogProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const request = useOtpSwitchMutation();
  const submit = useOtpSwitchMutation();
  const [sent, setSent] = useState<Sent | null>(null);
  const { mutate, reset } = request;

  const send = () =>
    mutate(
      { kind, enabled },
      {
        onSuccess: (r) =>
          setSent({ recipient: r.recipient ?? '', resendAt: Date.now() + (r.resend_after ?? 0) * 1000 }),
      },
    );

  useEffect(() => {
    if (open && sendFirst) send();
    if (!open) {
      setSent(null);
      reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, [open]);

  const waiting = sendFirst && !sent;
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      closeOnOutsideClick={false}
      size="sm"
      title={<FormattedMessage id={titleId} />}
    >
      {waiting && request.isError ? (
        <ErrorState message={errorMessage(request.error)} onRetry={send} />
      ) : waiting ? (
        <LoadingState />
      ) : (
        <CodeForm
          hint={
            sent ? (
              <FormattedMessage
                id="account.otp.codeSent"
                values={{ recipient: <bdi dir="ltr">{sent.recipient}</bdi> }}
              />
            ) : (
              <FormattedMessage id="account.otp.app.enterCode" />
            )
          }
          resendAt={sent?.resendAt ?? null}
          resending={request.isPending}
          onResend={sendFirst ? send : undefined}
          submitLabelId={enabled ? 'account.otp.turnOn' : 'account.otp.turnOff'}
          onSubmit={async (code) => {
            await submit.mutateAsync({ kind, enabled, code });
            showToast({
              title: intl.formatMessage({ id: enabled ? 'account.otp.enabled' : 'account.otp.disabled' }),
            });
            onClose();
          }}
        />
      )}
    </DialogFrame>
  );
}
