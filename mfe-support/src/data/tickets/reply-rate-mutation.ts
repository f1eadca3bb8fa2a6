import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { ticketKeys } from './keys';

export type ReplyRateVariables = { ticketId: number; replyId: number; rate: number };
export type ReplyRateData = Awaited<ReturnType<typeof api.support.rate>>;

/** GET /support/tickets/rate/{reply_id}/{rate}: rates a staff reply 1–5. */
export function useReplyRateMutation() {
  const queryClient = useQueryClient();
  return useMutation<ReplyRateData, Error, ReplyRateVariables>({
    mutationFn: ({ replyId, rate }) => api.support.rate(replyId, rate),
    onSuccess: (_data, { ticketId }) => queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId) }),
  });
}
