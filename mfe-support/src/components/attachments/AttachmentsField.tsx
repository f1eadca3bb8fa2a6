import { useIntl } from 'react-intl';
import { TICKET_ATTACHMENT_EXTENSIONS, TICKET_MAX_ATTACHMENTS } from '@portal/shared-sdk';
import { FileField } from '@portal/shared-ui';
import { UploadProgress } from './UploadProgress';
import type { AttachmentUploads } from './useAttachmentUploads';

export interface AttachmentsFieldProps {
  name: string;
  uploads: AttachmentUploads;
  disabled?: boolean;
}

/** Up to 5 attachments of the allowed types (TICKET_ATTACHMENT_EXTENSIONS), each uploaded at once with its progress. */
export function AttachmentsField({ name, uploads, disabled }: AttachmentsFieldProps) {
  const intl = useIntl();
  return (
    <FileField
      name={name}
      label={intl.formatMessage({ id: 'support.field.attachments' })}
      maxFiles={TICKET_MAX_ATTACHMENTS}
      extensions={TICKET_ATTACHMENT_EXTENSIONS}
      tooManyMessage={intl.formatMessage({ id: 'errorAttachments' }, { max: TICKET_MAX_ATTACHMENTS })}
      disabled={disabled}
      onFilesAdded={uploads.start}
      renderProgress={(file) => <UploadProgress fileName={file.name} state={uploads.stateOf(file)} />}
    />
  );
}
