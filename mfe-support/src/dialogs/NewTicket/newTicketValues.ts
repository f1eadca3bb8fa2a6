import { DEFAULT_TICKET_PRIORITY, type TicketPriority } from '@portal/shared-sdk';
import {
  validateTicketDraft,
  type TicketCreateRequest,
  type TicketDepartment,
  type TicketServices,
} from '@portal/api-support';

/** What the new-ticket form holds (the ticket draft plus the picked files). */
export interface NewTicketValues {
  subject?: string;
  department?: string;
  resource_id?: string;
  priority: TicketPriority;
  message?: string;
  files?: File[];
}

export const INITIAL_VALUES: NewTicketValues = { priority: DEFAULT_TICKET_PRIORITY, files: [] };

export type NewTicketErrors = Partial<Record<'subject' | 'department' | 'message' | 'files', string>>;

/** The ticket rules through the SDK's validateTicketDraft; the codes are message ids of this remote. */
export function validateNewTicket(values: NewTicketValues): NewTicketErrors {
  const e = validateTicketDraft({
    subject: values.subject,
    department: values.department,
    message: values.message,
    attachments: values.files ?? [],
  });
  const errors: NewTicketErrors = {};
  if (e.subject) errors.subject = e.subject;
  if (e.department) errors.department = e.department;
  if (e.message) errors.message = e.message;
  if (e.attachments) errors.files = e.attachments;
  return errors;
}

export interface ResourceOption {
  value: string;
  label: string;
}

/** The service/resource choices of a department: domains for CDN, servers for CLOUD, none otherwise. */
export function resourceOptions(
  department: TicketDepartment | undefined,
  services: TicketServices | undefined,
): ResourceOption[] {
  if (!department || !services) return [];
  if (department.resource_type === 'domain')
    return services.domains.map((d) => ({ value: String(d.domain_id), label: d.domain }));
  if (department.resource_type === 'server')
    return services.servers.map((s) => ({ value: String(s.id), label: s.display_name }));
  return [];
}

/** The create call's body; the resource only when the department has one and it was chosen. */
export function toCreateBody(
  values: NewTicketValues,
  filesId: number[],
  department: TicketDepartment | undefined,
): TicketCreateRequest {
  const resourceId = Number(values.resource_id);
  return {
    subject: (values.subject ?? '').trim(),
    department: (values.department ?? '') as TicketCreateRequest['department'],
    message: (values.message ?? '').trim(),
    priority: values.priority,
    ...(department?.resource_type && Number.isInteger(resourceId) && resourceId > 0
      ? { resource_id: resourceId }
      : {}),
    ...(filesId.length > 0 ? { files_id: filesId } : {}),
  };
}
