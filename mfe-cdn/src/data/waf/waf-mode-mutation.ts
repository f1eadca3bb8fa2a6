import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { type Waf, type WafMode, cdnApi } from '@portal/api-cdn';
import { wafKeys } from './keys';

export type WafModeVariables = { domainId: number; mode: WafMode };

/** POST /cdn/ng/domains/{id}/waf: off, on or debug; the WAF is read again. */
export const wafModeMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: wafKeys.mode(),
  mutationFn: ({ domainId, mode }: WafModeVariables): Promise<WithMessage<Waf>> =>
    cdnApi.setWafMode(domainId, mode),
  onSettled: (_d: unknown, _e: unknown, { domainId }: WafModeVariables) =>
    queryClient.invalidateQueries({ queryKey: wafKeys.detail(domainId) }),
});

export function useWafModeMutation() {
  return useMutation(wafModeMutationOptions(useQueryClient()));
}
