import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { ticketKeys } from './keys';
import { moveTicket, type TicketsQueryData } from './tickets-query';

export type TicketCloseVariables = { ticketId: number };
export type TicketCloseData = Awaited<ReturnType<typeof api.support.close>>;

/** GET /support/tickets/change-status/close-ticket/{id}; moves the ticket between the cached lists by id. */
export function useTicketCloseMutation() {
  const queryClient = useQueryClient();
  return useMutation<TicketCloseData, Error, TicketCloseVariables>({
    mutationFn: ({ ticketId }) => api.support.close(ticketId),
    onSuccess: async ({ data: ticket }) => {
      queryClient.setQueryData<TicketsQueryData>(ticketKeys.lists(), (lists) => moveTicket(lists, ticket));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticket.id) }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
      ]);
    },
  });
}
