import {
  TICKET_ATTACHMENT_EXTENSIONS,
  TICKET_MAX_ATTACHMENTS,
  TICKET_MESSAGE_MIN_LENGTH,
} from '@portal/shared-sdk/rules';

export type AttachmentError = 'errorAttachments' | 'errorAttachmentType';

export interface AttachmentLike {
  name: string;
}

/** At most 5 files (errorAttachments on the sixth) of the allowed types (errorAttachmentType). */
export function validateAttachments(files: readonly AttachmentLike[]): AttachmentError | null {
  if (files.length > TICKET_MAX_ATTACHMENTS) return 'errorAttachments';
  const allowed: readonly string[] = TICKET_ATTACHMENT_EXTENSIONS;
  const badType = files.some((f) => {
    const dot = f.name.lastIndexOf('.');
    return dot === -1 || !allowed.includes(f.name.slice(dot + 1).toLowerCase());
  });
  return badType ? 'errorAttachmentType' : null;
}

export interface TicketDraftInput {
  subject?: string | null;
  department?: string | null;
  message?: string | null;
  attachments?: readonly AttachmentLike[];
}

export interface TicketDraftErrors {
  subject?: 'errorQuestionTitle';
  department?: 'errorSupportDepartment';
  message?: 'errorWitreMessage' | 'errorMessageMinLength';
  attachments?: AttachmentError;
}

/** The ticket rules (subject, department, service, message, attachments); an empty object means the draft may be sent. */
export function validateTicketDraft(draft: TicketDraftInput): TicketDraftErrors {
  const errors: TicketDraftErrors = {};
  if (!draft.subject?.trim()) errors.subject = 'errorQuestionTitle';
  if (!draft.department?.trim()) errors.department = 'errorSupportDepartment';
  const message = draft.message?.trim() ?? '';
  if (message === '') errors.message = 'errorWitreMessage';
  else if (message.length < TICKET_MESSAGE_MIN_LENGTH) errors.message = 'errorMessageMinLength';
  const attachments = validateAttachments(draft.attachments ?? []);
  if (attachments) errors.attachments = attachments;
  return errors;
}
