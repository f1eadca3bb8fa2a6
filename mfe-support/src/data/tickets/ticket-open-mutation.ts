import { supportApi } from '@portal/api-support';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ticketKeys } from './keys';
import { ticketStatusChanged } from './ticket-status-changed';

export type TicketOpenVariables = { ticketId: number };
export type TicketOpenData = Awaited<ReturnType<typeof supportApi.open>>;

/** GET /support/tickets/change-status/open-ticket/{id}; moves the ticket between the cached lists by id. */
export const ticketOpenMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: ticketKeys.open(),
  mutationFn: ({ ticketId }: TicketOpenVariables): Promise<TicketOpenData> => supportApi.open(ticketId),
  onSuccess: ticketStatusChanged(queryClient),
});

export function useTicketOpenMutation() {
  return useMutation(ticketOpenMutationOptions(useQueryClient()));
}
