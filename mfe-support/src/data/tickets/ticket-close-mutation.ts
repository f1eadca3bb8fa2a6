import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { ticketKeys } from './keys';
import { moveTicket, type TicketsQueryData } from './tickets-query';

export type TicketCloseVariables = { ticketId: number };
export type TicketCloseData = Awaited<ReturnType<typeof api.support.close>>;

/** GET /support/tickets/change-status/close-ticket/{id}; moves the ticket between the cached lists by id. */
export const ticketCloseMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: ticketKeys.close(),
  mutationFn: ({ ticketId }: TicketCloseVariables): Promise<TicketCloseData> => api.support.close(ticketId),
  onSuccess: async ({ data: ticket }: TicketCloseData) => {
    queryClient.setQueryData<TicketsQueryData>(ticketKeys.lists(), (lists) => moveTicket(lists, ticket));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticket.id) }),
      queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
    ]);
  },
});

export function useTicketCloseMutation() {
  return useMutation(ticketCloseMutationOptions(useQueryClient()));
}
