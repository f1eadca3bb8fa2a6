import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { isPemBlock } from '@portal/api-cdn';
import {
  Button,
  DialogFrame,
  Flex,
  Stack,
  TextareaField,
  showToast,
  toSubmissionErrors,
  useApiErrorMessage,
} from '@portal/shared-ui';
import { useCertificateAddMutation } from '../../data/https/certificate-add-mutation';

interface Values {
  certificate: string;
  private_key: string;
}

export interface CertificateUploadDialogProps {
  open: boolean;
  domainId: number;
  onClose: () => void;
}

/** Upload a custom certificate and its private key; one that does not check out is "SSL is not valid", beside the field at fault. */
export function CertificateUploadDialog({ open, domainId, onClose }: CertificateUploadDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const errorMessage = useApiErrorMessage();
  const add = useCertificateAddMutation();

  const validate = (values: Partial<Values>) => {
    const errors: Partial<Record<keyof Values, string>> = {};
    if (!values.certificate?.trim()) errors.certificate = 'ui.common.required';
    else if (!isPemBlock(values.certificate, 'CERTIFICATE')) errors.certificate = 'cdn.https.sslInvalid';
    if (!values.private_key?.trim()) errors.private_key = 'ui.common.required';
    else if (!isPemBlock(values.private_key, 'PRIVATE KEY')) errors.private_key = 'cdn.https.sslInvalid';
    return errors;
  };

  const onSubmit = async (values: Values) => {
    try {
      const { message } = await add.mutateAsync({
        domainId,
        body: { certificate: values.certificate, private_key: values.private_key },
      });
      showToast({ title: message });
      onClose();
      return undefined;
    } catch (error) {
      const { [FORM_ERROR]: general, ...fields } = toSubmissionErrors(error, [
        'certificate',
        'private_key',
      ]) as Record<string, string>;
      if (general) showToast({ type: 'error', title: errorMessage(error) });
      return fields;
    }
  };

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      size="lg"
      lazy
      scrollInside
      closeOnOutsideClick={false}
      title={t('cdn.https.upload.title')}
    >
      <Form<Values>
        onSubmit={onSubmit}
        validate={validate}
        subscription={{ submitting: true }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t('cdn.https.upload.title')}>
            <Stack gap="4">
              <TextareaField
                name="certificate"
                label={t('cdn.https.upload.certificate')}
                helperText={t('cdn.https.upload.certificateHelp')}
                dir="ltr"
                rows={6}
                maxLength={65536}
                placeholder="-----BEGIN CERTIFICATE-----"
              />
              <TextareaField
                name="private_key"
                label={t('cdn.https.upload.key')}
                helperText={t('cdn.https.upload.keyHelp')}
                dir="ltr"
                rows={5}
                maxLength={16384}
                placeholder="-----BEGIN PRIVATE KEY-----"
              />
              <Flex gap="3" justify="flex-end">
                <Button variant="outline" onClick={onClose} disabled={submitting}>
                  {t('cdn.dns.action.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={submitting}>
                  {t('cdn.https.upload.submit')}
                </Button>
              </Flex>
            </Stack>
          </form>
        )}
      />
    </DialogFrame>
  );
}
