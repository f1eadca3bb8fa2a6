import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TicketDetailResult, supportApi } from '@portal/api-support';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { ticketKeys } from './keys';

export type TicketDetailQueryData = TicketDetailResult;

export const ticketDetailQueryOptions = (ticketId: number) =>
  queryOptions({
    queryKey: ticketKeys.detail(ticketId),
    // the detail asks for 100 open and 100 closed entries (the SDK's defaults)
    queryFn: (): Promise<TicketDetailQueryData> => supportApi.ticket(ticketId),
    // the department name comes localized; an unknown ticket (404) is not asked again (the area's retry rule)
    meta: LOCALIZED_QUERY,
  });

/** GET /support/tickets/{id}: the ticket and its conversation. */
export function useTicketDetailQuery(ticketId: number) {
  return useQuery(ticketDetailQueryOptions(ticketId));
}
