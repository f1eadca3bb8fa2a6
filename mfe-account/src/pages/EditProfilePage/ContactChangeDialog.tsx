import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { isEmailAddress, isIranMobile, normalizeIranMobile } from '@portal/shared-sdk';
import { type VerificationSent } from '@portal/api-account';
import {
  Button,
  DialogFrame,
  Stack,
  Text,
  TextField,
  showToast,
  toSubmissionErrors,
  useApiErrorMessage,
} from '@portal/shared-ui';
import { useContactChangeMutation } from '../../data/profile/contact-change-mutation';
import { useContactVerifyMutation, type ContactKind } from '../../data/profile/contact-verify-mutation';
import { useVerificationsQuery } from '../../data/profile/verifications-query';
import { CodeForm } from '../../components/verification/CodeForm';

export interface ContactChangeDialogProps {
  kind: ContactKind;
  open: boolean;
  onClose: () => void;
}

interface Sent {
  recipient: string;
  /** when another code may be asked for (ms) */
  resendAt: number;
}

const sentOf = (v: VerificationSent): Sent => ({
  recipient: v.recipient,
  resendAt: Date.now() + v.resend_after * 1000,
});
const FIELD = { phone: 'phone_number', email: 'email' } as const;

/**
 * A new mobile number or e-mail address: the new value, then the code the provider sent to it
 * (resend after the provider's wait; a wrong or expired code says so beside the code). A code sent
 * earlier and not used yet is picked up where it was left.
 */
export function ContactChangeDialog({ kind, open, onClose }: ContactChangeDialogProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const verify = useContactVerifyMutation();
  const change = useContactChangeMutation();
  const pending = useVerificationsQuery();
  const [sent, setSent] = useState<Sent | null>(null);
  // a code sent earlier is resumed until the customer asks to type another value
  const [resume, setResume] = useState(true);
  const pendingOfKind = pending.data?.[kind];
  const resumed = useMemo(() => (pendingOfKind ? sentOf(pendingOfKind) : null), [pendingOfKind]);
  const current = sent ?? (resume ? resumed : null);
  const field = FIELD[kind];

  const close = () => {
    setSent(null);
    setResume(true);
    onClose();
  };
  const send = async (value: string) => setSent(sentOf(await verify.mutateAsync({ kind, value })));
  const validate = (v: string | undefined) => {
    if (!v?.trim()) return 'ui.common.required';
    if (kind === 'phone') return isIranMobile(v) ? undefined : 'account.contact.error.mobileInvalid';
    return isEmailAddress(v) ? undefined : 'account.contact.error.emailInvalid';
  };

  return (
    <DialogFrame
      open={open}
      onClose={close}
      closeOnOutsideClick={false}
      size="sm"
      title={
        <FormattedMessage
          id={kind === 'phone' ? 'account.contact.changePhone' : 'account.contact.changeEmail'}
        />
      }
    >
      {current ? (
        <Stack gap="3">
          <CodeForm
            hint={
              <FormattedMessage
                id="account.contact.codeSent"
                values={{ recipient: <bdi dir="ltr">{current.recipient}</bdi> }}
              />
            }
            resendAt={current.resendAt}
            resending={verify.isPending}
            onResend={() =>
              void send(current.recipient).catch((error: unknown) =>
                showToast({ type: 'error', title: errorMessage(error) }),
              )
            }
            onSubmit={async (code) => {
              await change.mutateAsync({ kind, value: current.recipient, code });
              showToast({
                title: intl.formatMessage({
                  id: kind === 'phone' ? 'account.contact.phoneChanged' : 'account.contact.emailChanged',
                }),
              });
              close();
            }}
          />
          <Button
            variant="plain"
            alignSelf="start"
            onClick={() => {
              setSent(null);
              setResume(false);
            }}
            disabled={verify.isPending}
          >
            <FormattedMessage
              id={kind === 'phone' ? 'account.contact.otherPhone' : 'account.contact.otherEmail'}
            />
          </Button>
        </Stack>
      ) : (
        <Form<Record<string, string>>
          onSubmit={async (values) => {
            try {
              const raw = values[field] ?? '';
              await send(kind === 'phone' ? normalizeIranMobile(raw) : raw.trim());
              return undefined;
            } catch (error) {
              return toSubmissionErrors(error, new Set([field]));
            }
          }}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <form noValidate onSubmit={handleSubmit}>
              <Stack gap="4">
                <TextField
                  name={field}
                  label={intl.formatMessage({
                    id: kind === 'phone' ? 'account.contact.newPhone' : 'account.contact.newEmail',
                  })}
                  type={kind === 'phone' ? 'tel' : 'email'}
                  dir="ltr"
                  required
                  validate={validate}
                  autoComplete={kind === 'phone' ? 'tel' : 'email'}
                />
                {typeof submitError === 'string' && (
                  <Text color="fg.error" role="alert">
                    {submitError}
                  </Text>
                )}
                <Button type="submit" colorPalette="brand" loading={submitting} alignSelf="start">
                  <FormattedMessage id="account.contact.sendCode" />
                </Button>
              </Stack>
            </form>
          )}
        </Form>
      )}
    </DialogFrame>
  );
}
