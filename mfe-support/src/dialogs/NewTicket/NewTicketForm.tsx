import { FORM_ERROR, type FormApi } from 'final-form';
import { Form, useField, useForm } from 'react-final-form';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { TICKET_PRIORITIES } from '@portal/shared-sdk';
import {
  Button,
  Flex,
  FormDraft,
  SelectField,
  SimpleGrid,
  Stack,
  TextField,
  TextareaField,
  apiFieldMessages,
  showToast,
  useApiErrorMessage,
  useParcelProps,
} from '@portal/shared-ui';
import { AttachmentsField } from '../../components/attachments/AttachmentsField';
import { useAttachmentUploads } from '../../components/attachments/useAttachmentUploads';
import { useDepartmentsQuery } from '../../data/tickets/departments-query';
import { useServicesQuery } from '../../data/tickets/services-query';
import { useTicketCreateMutation } from '../../data/tickets/ticket-create-mutation';
import { RequiredLabel } from '../../components/form/RequiredLabel';
import {
  INITIAL_VALUES,
  resourceOptions,
  toCreateBody,
  validateNewTicket,
  type NewTicketValues,
} from './newTicketValues';

export interface NewTicketFormProps {
  onCancel: () => void;
  /** after the ticket was created and the user sent to it */
  onSent: () => void;
}

/** The new-ticket form (docs/product.md#screens-new-ticket-dialog): subject, department, service, priority, message, attachments. */
export function NewTicketForm({ onCancel, onSent }: NewTicketFormProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const navigate = useNavigate();
  const { basePath } = useParcelProps();
  const departments = useDepartmentsQuery();
  const services = useServicesQuery();
  const create = useTicketCreateMutation();
  const uploads = useAttachmentUploads();

  const departmentOf = (id: string | undefined) => departments.data?.find((d) => d.id === id);

  const onSubmit = async (values: NewTicketValues, form: FormApi<NewTicketValues>) => {
    const files = values.files ?? [];
    if (uploads.hasFailed(files)) return { files: 'errorAttachmentUpload' };
    const ids = uploads.idsFor(files);
    if (!ids) return { files: 'errorAttachmentPending' };
    try {
      const { message, data } = await create.mutateAsync(
        toCreateBody(values, ids, departmentOf(values.department)),
      );
      showToast({ title: message, type: 'success' });
      // after creation the uploaded files and the department are cleared
      uploads.reset();
      form.restart(INITIAL_VALUES);
      navigate(`${basePath}/tickets/${data.ticketId}`);
      onSent();
      return undefined;
    } catch (error) {
      const message = errorMessage(error, 'support.error.generic');
      showToast({ title: message, type: 'error' });
      // what was typed stays; the server's field messages go beside their fields
      const submitErrors: Record<string, string> = { [FORM_ERROR]: message };
      for (const [field, messages] of Object.entries(apiFieldMessages(error))) {
        const name = field === 'files_id' ? 'files' : field;
        if (messages[0]) submitErrors[name] = messages[0];
      }
      return submitErrors;
    }
  };

  return (
    <Form<NewTicketValues>
      onSubmit={onSubmit}
      initialValues={INITIAL_VALUES}
      validate={validateNewTicket}
      subscription={{ submitting: true, values: true }}
      render={({ handleSubmit, submitting, values }) => {
        const department = departmentOf(values.department);
        const resources = resourceOptions(department, services.data);
        const uploading = uploads.isUploading(values.files ?? []);
        return (
          <form
            onSubmit={handleSubmit}
            noValidate
            aria-label={intl.formatMessage({ id: 'support.newTicket.title' })}
          >
            <FormDraft id="support.newTicket" />
            <Stack gap="4">
              {/* required fields are checked by validateNewTicket, for the ticket rules' own messages */}
              <TextField
                name="subject"
                label={<RequiredLabel text={intl.formatMessage({ id: 'support.field.subject' })} />}
                maxLength={255}
                dir="auto"
              />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <SelectField
                  name="department"
                  label={<RequiredLabel text={intl.formatMessage({ id: 'support.field.department' })} />}
                  placeholder={intl.formatMessage({ id: 'support.field.choose' })}
                  options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
                />
                <ForgetResourceOnDepartmentChange />
                <SelectField
                  name="resource_id"
                  label={intl.formatMessage({ id: 'support.field.resource' })}
                  placeholder={intl.formatMessage({
                    id: resources.length > 0 ? 'support.field.choose' : 'support.field.noResource',
                  })}
                  options={resources}
                  disabled={resources.length === 0}
                />
                <SelectField
                  name="priority"
                  label={intl.formatMessage({ id: 'support.field.priority' })}
                  options={TICKET_PRIORITIES.map((p) => ({
                    value: p,
                    label: intl.formatMessage({ id: `support.priority.${p}` }),
                  }))}
                />
              </SimpleGrid>
              <TextareaField
                name="message"
                label={<RequiredLabel text={intl.formatMessage({ id: 'support.field.message' })} />}
                rows={6}
                maxLength={20000}
              />
              <AttachmentsField name="files" uploads={uploads} disabled={submitting} />
              <Flex gap="3" justify="flex-end">
                <Button variant="outline" onClick={onCancel} disabled={submitting}>
                  {intl.formatMessage({ id: 'support.action.cancel' })}
                </Button>
                <Button type="submit" colorPalette="brand" loading={submitting} disabled={uploading}>
                  {intl.formatMessage({ id: 'support.action.send' })}
                </Button>
              </Flex>
            </Stack>
          </form>
        );
      }}
    />
  );
}

/** Another department has other services: the chosen one no longer applies. */
function ForgetResourceOnDepartmentChange() {
  const form = useForm<NewTicketValues>();
  const { input } = useField<string>('department', { subscription: { value: true } });
  const previous = useRef(input.value);
  useEffect(() => {
    if (previous.current !== input.value) form.change('resource_id', undefined);
    previous.current = input.value;
  }, [form, input.value]);
  return null;
}
