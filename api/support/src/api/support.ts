import {
  ApiError,
  TICKET_DETAIL_REPLY_COUNT,
  apiClient,
  isApiError,
  request,
  requestEnvelope,
  withMessage,
  type WithMessage,
} from '@portal/shared-sdk';
import type { Schemas } from './schemas';
import type { ApiBody, ApiData } from './types';

export type { WithMessage };

export type Ticket = Schemas['Ticket'];
export type TicketDetail = Schemas['TicketDetail'];
export type TicketDetailResult = Schemas['TicketDetailResult'];
export type TicketLists = Schemas['TicketLists'];
export type TicketReply = Schemas['TicketReply'];
export type TicketFile = Schemas['TicketFile'];
export type TicketDepartment = Schemas['TicketDepartment'];
export type TicketDepartmentId = Schemas['TicketDepartmentId'];
export type TicketServices = Schemas['TicketServices'];
export type TicketStatusSummery = Schemas['TicketStatusSummery'];
export type TicketCreateRequest = ApiBody<'supportTicketCreate'>;
export type TicketReplyRequest = ApiBody<'supportTicketReply'>;
export type SupportPlan = Schemas['SupportPlan'];
export type SupportPlansResult = Schemas['SupportPlansResult'];
export type SupportPlanSubscription = Schemas['SupportPlanSubscription'];
export type SupportPlanChangeResult = Schemas['SupportPlanChangeResult'];

export interface UploadOptions {
  /** Fraction sent, 0 to 1; called with 1 once the server has stored the file. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface DownloadedFile {
  blob: Blob;
  /** The `original_name` the server gave in Content-Disposition (falls back to the slug). */
  name: string;
}

/** `filename*=UTF-8''…` wins over `filename="…"` (RFC 6266), so Persian names survive. */
export function fileNameFromDisposition(header: string | undefined | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // a badly encoded name: fall back to the plain one
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name?.trim() || undefined;
}

function bodyText(body: unknown): string | undefined {
  if (body instanceof ArrayBuffer) return new TextDecoder().decode(body);
  if (ArrayBuffer.isView(body)) return new TextDecoder().decode(body);
  return undefined;
}

/** A failed binary download carries the failure envelope as bytes; read its message. */
async function readBinaryError(error: unknown): Promise<never> {
  const text = isApiError(error) ? bodyText(error.body) : undefined;
  if (isApiError(error) && text !== undefined) {
    try {
      const body = JSON.parse(text) as { message?: unknown; fields?: Record<string, string[]> };
      if (typeof body.message === 'string' && body.message.trim() !== '') {
        throw new ApiError({
          kind: error.kind,
          status: error.status,
          message: body.message,
          ...(body.fields ? { fields: body.fields } : {}),
          body,
        });
      }
    } catch (parsed) {
      if (isApiError(parsed)) throw parsed;
    }
  }
  throw error;
}

/**
 * Support calls. Queries resolve with the unwrapped `data`; mutations whose message the
 * portal shows as a toast resolve with `{ message, data }`.
 */
export const supportApi = {
  /** GET /support/tickets → `{ opened_list, closed_list }`. */
  tickets: () => request<ApiData<'supportTicketsList'>>({ method: 'GET', url: '/support/tickets' }),

  /** GET /support/tickets/{id}?opened_count=100&closed_count=100 (the detail asks for up to 100 open and 100 closed replies). */
  ticket: (ticketId: number, counts: { openedCount?: number; closedCount?: number } = {}) =>
    request<ApiData<'supportTicketDetail'>>({
      method: 'GET',
      url: `/support/tickets/${encodeURIComponent(ticketId)}`,
      params: {
        opened_count: counts.openedCount ?? TICKET_DETAIL_REPLY_COUNT,
        closed_count: counts.closedCount ?? TICKET_DETAIL_REPLY_COUNT,
      },
    }),

  /** GET /support/tickets/departments; resolves with the list in `data.data`. */
  departments: async (): Promise<TicketDepartment[]> =>
    (await request<ApiData<'supportDepartments'>>({ method: 'GET', url: '/support/tickets/departments' }))
      .data,

  /** GET /support/tickets/services → `{ domains, servers }`. */
  services: () => request<ApiData<'supportServices'>>({ method: 'GET', url: '/support/tickets/services' }),

  /**
   * POST /support/tickets/file-uploader, multipart field `file`. Resolves with the stored file
   * (`data.content.data`: `file_storage_id`, `static_slug`, `original_name`, …).
   */
  upload: async (file: File | Blob, options: UploadOptions = {}): Promise<TicketFile> => {
    const form = new FormData();
    form.append('file', file);
    const data = await request<ApiData<'supportFileUpload'>>({
      method: 'POST',
      url: '/support/tickets/file-uploader',
      data: form,
      ...(options.signal ? { signal: options.signal } : {}),
      onUploadProgress: (event) => {
        const total = event.total ?? (file as Blob).size;
        // the last byte sent is not the file stored: 1 is reported after the answer
        if (total > 0) options.onProgress?.(Math.min(0.99, event.loaded / total));
      },
    });
    options.onProgress?.(1);
    return data.content.data;
  },

  /** POST /support/tickets; resolves with the server's message and the new ticket's id. */
  create: async (body: TicketCreateRequest): Promise<WithMessage<{ ticketId: number }>> => {
    const envelope = await requestEnvelope<ApiData<'supportTicketCreate'>>({
      method: 'POST',
      url: '/support/tickets',
      data: body,
    });
    return { message: envelope.message, data: { ticketId: envelope.data.content.data.ticket_id } };
  },

  /** POST /support/tickets/reply (the ticket must be open). */
  reply: (body: TicketReplyRequest) =>
    withMessage(
      requestEnvelope<ApiData<'supportTicketReply'>>({
        method: 'POST',
        url: '/support/tickets/reply',
        data: body,
      }),
    ),

  /** GET /support/tickets/change-status/close-ticket/{id}. */
  close: (ticketId: number) =>
    withMessage(
      requestEnvelope<ApiData<'supportTicketClose'>>({
        method: 'GET',
        url: `/support/tickets/change-status/close-ticket/${encodeURIComponent(ticketId)}`,
      }),
    ),

  /** GET /support/tickets/change-status/open-ticket/{id}. */
  open: (ticketId: number) =>
    withMessage(
      requestEnvelope<ApiData<'supportTicketOpen'>>({
        method: 'GET',
        url: `/support/tickets/change-status/open-ticket/${encodeURIComponent(ticketId)}`,
      }),
    ),

  /** GET /support/tickets/rate/{reply_id}/{rate}, rate 1–5. */
  rate: (replyId: number, rate: number) =>
    withMessage(
      requestEnvelope<ApiData<'supportReplyRate'>>({
        method: 'GET',
        url: `/support/tickets/rate/${encodeURIComponent(replyId)}/${encodeURIComponent(rate)}`,
      }),
    ),

  /** GET /support/tickets/file-api/{slug} with the bearer header; the bytes and the original name. */
  download: async (staticSlug: string): Promise<DownloadedFile> => {
    let response: Awaited<ReturnType<typeof apiClient.request<ArrayBuffer>>>;
    try {
      // arraybuffer rather than blob: every XHR stack (and MSW's) keeps the bytes exact
      response = await apiClient.request<ArrayBuffer>({
        method: 'GET',
        url: `/support/tickets/file-api/${encodeURIComponent(staticSlug)}`,
        responseType: 'arraybuffer',
        envelope: false,
      });
    } catch (error) {
      return readBinaryError(error);
    }
    const header = response.headers['content-disposition'] as string | undefined;
    const type = (response.headers['content-type'] as string | undefined) ?? 'application/octet-stream';
    return { blob: new Blob([response.data], { type }), name: fileNameFromDisposition(header) ?? staticSlug };
  },

  /** GET /financial/support-plans → the packages and the user's subscription. */
  plans: () => request<ApiData<'supportPlansList'>>({ method: 'GET', url: '/financial/support-plans' }),

  /** POST /financial/support-plans; a downgrade answers `change: 'downgrade'` and takes effect next month. */
  changePlan: (planId: number) =>
    withMessage(
      requestEnvelope<ApiData<'supportPlanChange'>>({
        method: 'POST',
        url: '/financial/support-plans',
        data: { plan_id: planId },
      }),
    ),
};

export type SupportApi = typeof supportApi;
