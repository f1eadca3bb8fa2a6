import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { ticketKeys } from './keys';
import { moveTicket, type TicketsQueryData } from './tickets-query';

export type TicketOpenVariables = { ticketId: number };
export type TicketOpenData = Awaited<ReturnType<typeof api.support.open>>;

/** GET /support/tickets/change-status/open-ticket/{id}; moves the ticket between the cached lists by id. */
export function useTicketOpenMutation() {
  const queryClient = useQueryClient();
  return useMutation<TicketOpenData, Error, TicketOpenVariables>({
    mutationFn: ({ ticketId }) => api.support.open(ticketId),
    onSuccess: async ({ data: ticket }) => {
      queryClient.setQueryData<TicketsQueryData>(ticketKeys.lists(), (lists) => moveTicket(lists, ticket));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticket.id) }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
      ]);
    },
  });
}
