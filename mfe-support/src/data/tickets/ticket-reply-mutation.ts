import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { ticketKeys } from './keys';

export type TicketReplyVariables = Parameters<typeof api.support.reply>[0];
export type TicketReplyData = Awaited<ReturnType<typeof api.support.reply>>;

/** POST /support/tickets/reply; the ticket goes back to awaiting reply. */
export function useTicketReplyMutation() {
  const queryClient = useQueryClient();
  return useMutation<TicketReplyData, Error, TicketReplyVariables>({
    mutationFn: (variables) => api.support.reply(variables),
    onSuccess: async (_data, variables) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.detail(variables.ticket_id) }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
      ]);
    },
  });
}
