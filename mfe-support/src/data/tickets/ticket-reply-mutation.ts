import { supportApi } from '@portal/api-support';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ticketKeys } from './keys';

export type TicketReplyVariables = Parameters<typeof supportApi.reply>[0];
export type TicketReplyData = Awaited<ReturnType<typeof supportApi.reply>>;

/** POST /support/tickets/reply; the ticket goes back to awaiting reply. */
export const ticketReplyMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: ticketKeys.reply(),
  mutationFn: (variables: TicketReplyVariables): Promise<TicketReplyData> => supportApi.reply(variables),
  onSuccess: async (_data: TicketReplyData, variables: TicketReplyVariables) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ticketKeys.detail(variables.ticket_id) }),
      queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
    ]);
  },
});

export function useTicketReplyMutation() {
  return useMutation(ticketReplyMutationOptions(useQueryClient()));
}
