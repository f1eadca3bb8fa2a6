import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { DnsRecord } from '@portal/api-cdn';
import {
  Button,
  DialogFrame,
  FormDraft,
  Flex,
  showToast,
  toSubmissionErrors,
  useApiErrorMessage,
} from '@portal/shared-ui';
import { useDnsRecordCreateMutation } from '../../data/dns/dns-record-create-mutation';
import { useDnsRecordUpdateMutation } from '../../data/dns/dns-record-update-mutation';
import type { SectionDomain } from '../../sections/useSectionDomain';
import { RecordFields } from './RecordFields';
import {
  newRecordValues,
  recordFormFields,
  recordValuesOf,
  toRecordRequest,
  validateRecordForm,
  type RecordFormValues,
} from './recordForm';

export interface RecordDialogProps {
  open: boolean;
  /** the record to change; a new one when absent */
  record?: DnsRecord;
  domain: SectionDomain;
  onClose: () => void;
  /** the record as the provider stored it */
  onSaved?: (record: DnsRecord) => void;
}

/** Add or edit a record: the type's own fields, checked as the provider checks them; the provider's field messages beside the fields. */
export function RecordDialog({ open, record, domain, onClose, onSaved }: RecordDialogProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const create = useDnsRecordCreateMutation();
  const update = useDnsRecordUpdateMutation();

  const onSubmit = async (values: RecordFormValues) => {
    const body = toRecordRequest(values);
    try {
      const { message, data } = record
        ? await update.mutateAsync({ domainId: domain.id, recordId: record.id, record: body })
        : await create.mutateAsync({ domainId: domain.id, record: body });
      showToast({ title: message });
      onClose();
      onSaved?.(data);
      return undefined;
    } catch (error) {
      // what was typed stays; a message with no field on this form is a toast
      const { [FORM_ERROR]: general, ...fields } = toSubmissionErrors(
        error,
        recordFormFields(values),
      ) as Record<string, string>;
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
      title={intl.formatMessage({ id: record ? 'cdn.dns.dialog.editTitle' : 'cdn.dns.dialog.addTitle' })}
    >
      <Form<RecordFormValues>
        onSubmit={onSubmit}
        initialValues={record ? recordValuesOf(record) : newRecordValues()}
        validate={(values) => validateRecordForm(values, domain.plan)}
        subscription={{ submitting: true }}
        render={({ handleSubmit, submitting }) => (
          <form
            onSubmit={handleSubmit}
            noValidate
            aria-label={intl.formatMessage({
              id: record ? 'cdn.dns.dialog.editTitle' : 'cdn.dns.dialog.addTitle',
            })}
          >
            <FormDraft id={`cdn.dns.record.${domain.id}.${record ? record.id : 'new'}`} />
            <RecordFields domainName={domain.name} />
            <Flex gap="3" justify="flex-end" mt="6">
              <Button variant="outline" onClick={onClose} disabled={submitting}>
                {intl.formatMessage({ id: 'cdn.dns.action.cancel' })}
              </Button>
              <Button type="submit" colorPalette="brand" loading={submitting}>
                {intl.formatMessage({ id: 'cdn.dns.action.save' })}
              </Button>
            </Flex>
          </form>
        )}
      />
    </DialogFrame>
  );
}
