import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { ticketKeys } from './keys';
import { moveTicket, type TicketsQueryData } from './tickets-query';

export type TicketOpenVariables = { ticketId: number };
export type TicketOpenData = Awaited<ReturnType<typeof api.support.open>>;

/** GET /support/tickets/change-status/open-ticket/{id}; moves the ticket between the cached lists by id. */
export const ticketOpenMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: ticketKeys.open(),
  mutationFn: ({ ticketId }: TicketOpenVariables): Promise<TicketOpenData> => api.support.open(ticketId),
  onSuccess: async ({ data: ticket }: TicketOpenData) => {
    queryClient.setQueryData<TicketsQueryData>(ticketKeys.lists(), (lists) => moveTicket(lists, ticket));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticket.id) }),
      queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
    ]);
  },
});

export function useTicketOpenMutation() {
  return useMutation(ticketOpenMutationOptions(useQueryClient()));
}
