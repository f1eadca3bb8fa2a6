import { FORM_ERROR, type FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { validateTicketDraft } from '@portal/api-support';
import {
  Button,
  Flex,
  FormDraft,
  Stack,
  TextareaField,
  apiFieldMessages,
  showToast,
  useApiErrorMessage,
} from '@portal/shared-ui';
import { AttachmentsField } from '../../components/attachments/AttachmentsField';
import { useAttachmentUploads } from '../../components/attachments/useAttachmentUploads';
import { useTicketReplyMutation } from '../../data/tickets/ticket-reply-mutation';
import { RequiredLabel } from '../../components/form/RequiredLabel';

export interface ReplyFormProps {
  ticketId: number;
}

interface ReplyValues {
  message?: string;
  files?: File[];
}

// one object: react-final-form starts the form over whenever initialValues changes identity
const INITIAL_VALUES: ReplyValues = { files: [] };

function validate(values: ReplyValues) {
  const e = validateTicketDraft({
    subject: '-',
    department: '-',
    message: values.message,
    attachments: values.files ?? [],
  });
  return { ...(e.message ? { message: e.message } : {}), ...(e.attachments ? { files: e.attachments } : {}) };
}

/** The customer's reply: a message of at least 5 characters and up to 5 attachments. */
export function ReplyForm({ ticketId }: ReplyFormProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const reply = useTicketReplyMutation();
  const uploads = useAttachmentUploads();

  const onSubmit = async (values: ReplyValues, form: FormApi<ReplyValues>) => {
    const files = values.files ?? [];
    if (uploads.hasFailed(files)) return { files: 'errorAttachmentUpload' };
    const ids = uploads.idsFor(files);
    if (!ids) return { files: 'errorAttachmentPending' };
    try {
      const { message } = await reply.mutateAsync({
        ticket_id: ticketId,
        message: (values.message ?? '').trim(),
        ...(ids.length > 0 ? { files_id: ids } : {}),
      });
      showToast({ title: message });
      uploads.reset();
      form.restart(INITIAL_VALUES);
      return undefined;
    } catch (error) {
      const message = errorMessage(error, 'support.error.generic');
      showToast({ type: 'error', title: message });
      const field = apiFieldMessages(error).message?.[0];
      return { [FORM_ERROR]: message, ...(field ? { message: field } : {}) };
    }
  };

  return (
    <Form<ReplyValues>
      onSubmit={onSubmit}
      initialValues={INITIAL_VALUES}
      validate={validate}
      subscription={{ submitting: true, values: true }}
      render={({ handleSubmit, submitting, values }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          aria-label={intl.formatMessage({ id: 'support.reply.title' })}
        >
          <Stack gap="4">
            <FormDraft id={`support.reply.${ticketId}`} />
            <TextareaField
              name="message"
              label={<RequiredLabel text={intl.formatMessage({ id: 'support.reply.message' })} />}
              rows={4}
              maxLength={20000}
            />
            <AttachmentsField name="files" uploads={uploads} disabled={submitting} />
            <Flex justify="flex-end">
              <Button
                type="submit"
                colorPalette="brand"
                loading={submitting}
                disabled={uploads.isUploading(values.files ?? [])}
              >
                {intl.formatMessage({ id: 'support.reply.send' })}
              </Button>
            </Flex>
          </Stack>
        </form>
      )}
    />
  );
}
