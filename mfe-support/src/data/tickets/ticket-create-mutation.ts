import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { ticketKeys } from './keys';

export type TicketCreateVariables = Parameters<typeof api.support.create>[0];
export type TicketCreateData = Awaited<ReturnType<typeof api.support.create>>;

/** POST /support/tickets: resolves with the server's message and the new ticket's id. */
export function useTicketCreateMutation() {
  const queryClient = useQueryClient();
  return useMutation<TicketCreateData, Error, TicketCreateVariables>({
    mutationFn: (variables) => api.support.create(variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
  });
}
