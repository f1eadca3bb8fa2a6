import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TicketDetailResult } from '@portal/shared-sdk';
import { ticketKeys } from './keys';

export type TicketDetailQueryData = TicketDetailResult;

export const ticketDetailQueryOptions = (ticketId: number) =>
  queryOptions({
    queryKey: ticketKeys.detail(ticketId),
    // SPEC §9: the detail asks for 100 open and 100 closed entries (the SDK's defaults)
    queryFn: (): Promise<TicketDetailQueryData> => api.support.ticket(ticketId),
    // an unknown ticket stays unknown: do not ask again
    retry: (count, error) => count < 1 && (error as { status?: number }).status !== 404,
  });

/** GET /support/tickets/{id}: the ticket and its conversation. */
export function useTicketDetailQuery(ticketId: number) {
  return useQuery(ticketDetailQueryOptions(ticketId));
}
