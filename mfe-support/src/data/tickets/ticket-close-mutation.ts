import { supportApi } from '@portal/api-support';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ticketKeys } from './keys';
import { ticketStatusChanged } from './ticket-status-changed';

export type TicketCloseVariables = { ticketId: number };
export type TicketCloseData = Awaited<ReturnType<typeof supportApi.close>>;

/** GET /support/tickets/change-status/close-ticket/{id}; moves the ticket between the cached lists by id. */
export const ticketCloseMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: ticketKeys.close(),
  mutationFn: ({ ticketId }: TicketCloseVariables): Promise<TicketCloseData> => supportApi.close(ticketId),
  onSuccess: ticketStatusChanged(queryClient),
});

export function useTicketCloseMutation() {
  return useMutation(ticketCloseMutationOptions(useQueryClient()));
}
