import { supportApi } from '@portal/api-support';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ticketKeys } from './keys';

export type ReplyRateVariables = { ticketId: number; replyId: number; rate: number };
export type ReplyRateData = Awaited<ReturnType<typeof supportApi.rate>>;

/** GET /support/tickets/rate/{reply_id}/{rate}: rates a staff reply 1–5. */
export const replyRateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: ticketKeys.rate(),
  mutationFn: ({ replyId, rate }: ReplyRateVariables): Promise<ReplyRateData> =>
    supportApi.rate(replyId, rate),
  onSuccess: (_data: ReplyRateData, { ticketId }: ReplyRateVariables) =>
    queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId) }),
});

export function useReplyRateMutation() {
  return useMutation(replyRateMutationOptions(useQueryClient()));
}
