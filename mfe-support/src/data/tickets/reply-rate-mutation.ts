import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { ticketKeys } from './keys';

export type ReplyRateVariables = { ticketId: number; replyId: number; rate: number };
export type ReplyRateData = Awaited<ReturnType<typeof api.support.rate>>;

/** GET /support/tickets/rate/{reply_id}/{rate}: rates a staff reply 1–5. */
export const replyRateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: ticketKeys.rate(),
  mutationFn: ({ replyId, rate }: ReplyRateVariables): Promise<ReplyRateData> =>
    api.support.rate(replyId, rate),
  onSuccess: (_data: ReplyRateData, { ticketId }: ReplyRateVariables) =>
    queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId) }),
});

export function useReplyRateMutation() {
  return useMutation(replyRateMutationOptions(useQueryClient()));
}
