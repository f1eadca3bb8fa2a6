import { useId, useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { toLatinDigits } from '@portal/shared-sdk';
import { type Domain } from '@portal/api-cdn';
import {
  Alert,
  Box,
  Button,
  Code,
  DialogFrame,
  Flex,
  Stack,
  Text,
  TextField,
  apiFieldMessages,
  showToast,
  useApiErrorMessage,
  useParcelProps,
} from '@portal/shared-ui';
import { useDeleteCodeMutation } from '../../data/domains/delete-code-mutation';
import { useDomainDeleteMutation } from '../../data/domains/domain-delete-mutation';
import { DELETE_FIELDS, validateDeleteDomain, type DeleteDomainValues } from './deleteDomainValues';
import { useCountdown } from './useCountdown';

export interface DeleteDomainDialogProps {
  domain: Domain;
  open: boolean;
  onClose: () => void;
}

/**
 * Deleting a domain: the domain's name typed as the confirmation phrase, and a code sent to the
 * user (send-confirm-code). A wrong phrase or code says so beside its field and deletes nothing;
 * success leaves the domain out of every list and goes back to /cdn.
 */
export function DeleteDomainDialog({ domain, open, onClose }: DeleteDomainDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const errorMessage = useApiErrorMessage();
  const navigate = useNavigate();
  const { basePath } = useParcelProps();
  const sendCode = useDeleteCodeMutation();
  const remove = useDomainDeleteMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const wait = useCountdown(resendAt);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const askCode = () =>
    sendCode.mutate(
      { domainId: domain.id },
      {
        onSuccess: ({ data }) => {
          setSentTo(data.recipient);
          setResendAt(Date.now() + data.resend_in * 1000);
        },
        onError: (error) => showToast({ title: errorMessage(error), type: 'error' }),
      },
    );

  const onSubmit = async (values: DeleteDomainValues) => {
    try {
      const { message } = await remove.mutateAsync({
        domainId: domain.id,
        phrase: (values.phrase ?? '').trim(),
        confirmCode: toLatinDigits(values.code ?? '').trim(),
      });
      showToast({ title: message, type: 'success' });
      onClose();
      navigate(basePath, { replace: true });
      return undefined;
    } catch (error) {
      // the server's field messages beside their fields; what was typed stays
      const errors: Record<string, string> = {};
      for (const [field, messages] of Object.entries(apiFieldMessages(error))) {
        const name = DELETE_FIELDS[field as keyof typeof DELETE_FIELDS];
        if (name && messages[0]) errors[name] = messages[0];
      }
      return Object.keys(errors).length > 0 ? errors : { [FORM_ERROR]: errorMessage(error) };
    }
  };

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      role="alertdialog"
      size="md"
      lazy
      closeOnOutsideClick={false}
      title={
        <FormattedMessage
          id="cdn.domain.delete.title"
          values={{
            domain: (
              <bdi key="d" dir="ltr">
                {domain.name}
              </bdi>
            ),
          }}
        />
      }
      footer={
        <Flex gap="2" justify="flex-end" width="full" wrap="wrap">
          <Button variant="ghost" onClick={onClose} disabled={remove.isPending}>
            {t('ui.common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            colorPalette="red"
            loading={remove.isPending}
            disabled={!sentTo}
          >
            {t('cdn.domain.delete.confirm')}
          </Button>
        </Flex>
      }
    >
      <Form<DeleteDomainValues>
        onSubmit={onSubmit}
        validate={(values) => validateDeleteDomain(values, domain.name)}
        subscription={{ submitError: true }}
        render={({ handleSubmit, submitError }) => (
          <form id={formId} onSubmit={handleSubmit} noValidate>
            <Stack gap="4">
              <Text>{t('cdn.domain.delete.warning')}</Text>
              <Text>
                <FormattedMessage
                  id="ui.typedPhrase.prompt"
                  values={{
                    phrase: (
                      <Code key="phrase" dir="ltr">
                        {domain.name}
                      </Code>
                    ),
                  }}
                />
              </Text>
              <TextField
                name="phrase"
                label={t('cdn.domain.delete.phrase')}
                dir="ltr"
                autoComplete="off"
                maxLength={300}
              />
              <Box>
                <Flex gap="3" align="center" wrap="wrap">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={askCode}
                    loading={sendCode.isPending}
                    disabled={wait > 0}
                  >
                    {wait > 0
                      ? t('cdn.domain.delete.resendIn', { seconds: wait })
                      : t(sentTo ? 'cdn.domain.delete.resend' : 'cdn.domain.delete.sendCode')}
                  </Button>
                  {sentTo && (
                    <Text fontSize="sm" color="fg.muted" role="status">
                      <FormattedMessage
                        id="cdn.domain.delete.sent"
                        values={{
                          recipient: (
                            <bdi key="r" dir="ltr">
                              {sentTo}
                            </bdi>
                          ),
                        }}
                      />
                    </Text>
                  )}
                </Flex>
              </Box>
              {sentTo && (
                <TextField
                  name="code"
                  label={t('cdn.domain.delete.code')}
                  dir="ltr"
                  autoComplete="one-time-code"
                  maxLength={12}
                />
              )}
              {submitError && (
                <Alert.Root status="error" variant="subtle">
                  <Alert.Indicator />
                  <Alert.Description>{submitError}</Alert.Description>
                </Alert.Root>
              )}
            </Stack>
          </form>
        )}
      />
    </DialogFrame>
  );
}
