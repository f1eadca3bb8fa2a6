import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { type Ticket, type TicketLists, supportApi } from '@portal/api-support';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { ticketKeys } from './keys';

export type TicketsQueryData = TicketLists;

export const ticketsQueryOptions = () =>
  queryOptions({
    queryKey: ticketKeys.lists(),
    queryFn: (): Promise<TicketsQueryData> => supportApi.tickets(),
    // department names come localized: refetched when the locale changes
    meta: LOCALIZED_QUERY,
  });

/** GET /support/tickets: the open and closed lists, or what `select` makes of them (one cache entry either way). */
export function useTicketsQuery(): UseQueryResult<TicketsQueryData>;
export function useTicketsQuery<T>(select: (lists: TicketsQueryData) => T): UseQueryResult<T>;
export function useTicketsQuery<T>(select?: (lists: TicketsQueryData) => T) {
  return useQuery({ ...ticketsQueryOptions(), select });
}

/**
 * Closing moves a ticket from the open list to the closed list and reopening moves it back,
 * matched by id. Applied to the cached lists at once, before the refetch confirms it.
 */
export function moveTicket(
  lists: TicketsQueryData | undefined,
  ticket: Ticket,
): TicketsQueryData | undefined {
  if (!lists) return lists;
  const without = (list: Ticket[]) => list.filter((t) => t.id !== ticket.id);
  const byNewest = (list: Ticket[]) =>
    list.slice().sort((a, b) => b.created_at - a.created_at || b.id - a.id);
  const opened = without(lists.opened_list);
  const closed = without(lists.closed_list);
  return ticket.status === 'closed'
    ? { opened_list: opened, closed_list: byNewest([ticket, ...closed]) }
    : { opened_list: byNewest([ticket, ...opened]), closed_list: closed };
}
