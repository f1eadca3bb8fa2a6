import { supportApi } from '@portal/api-support';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ticketKeys } from './keys';

export type TicketCreateVariables = Parameters<typeof supportApi.create>[0];
export type TicketCreateData = Awaited<ReturnType<typeof supportApi.create>>;

/** POST /support/tickets: resolves with the server's message and the new ticket's id; the lists change. */
export const ticketCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: ticketKeys.create(),
  mutationFn: (variables: TicketCreateVariables): Promise<TicketCreateData> => supportApi.create(variables),
  onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
});

export function useTicketCreateMutation() {
  return useMutation(ticketCreateMutationOptions(useQueryClient()));
}
