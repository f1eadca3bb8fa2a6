import type { QueryClient } from '@tanstack/react-query';
import type { Ticket } from '@portal/api-support';
import { ticketKeys } from './keys';
import { moveTicket, type TicketsQueryData } from './tickets-query';

/**
 * After closing or reopening: the ticket moves between the cached lists by id at once, then the
 * lists and its detail are asked for again.
 */
export function ticketStatusChanged(queryClient: QueryClient) {
  return async ({ data: ticket }: { data: Ticket }) => {
    queryClient.setQueryData<TicketsQueryData>(ticketKeys.lists(), (lists) => moveTicket(lists, ticket));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticket.id) }),
      queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
    ]);
  };
}
