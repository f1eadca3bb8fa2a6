import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { cdnApi } from '@portal/api-cdn';
import { wafKeys } from './keys';

export type WafSwitchVariables = { domainId: number; kind: 'group' | 'rule'; id: string; enabled: boolean };

/** A rule group or a single rule switched on or off; the WAF is read again either way. */
export const wafSwitchMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: wafKeys.switch(),
  mutationFn: ({ domainId, kind, id, enabled }: WafSwitchVariables): Promise<WithMessage<unknown>> =>
    kind === 'group'
      ? cdnApi.switchWafGroup(domainId, id, enabled)
      : cdnApi.switchWafRule(domainId, id, enabled),
  onSettled: (_d: unknown, _e: unknown, { domainId }: WafSwitchVariables) =>
    queryClient.invalidateQueries({ queryKey: wafKeys.detail(domainId) }),
});

export function useWafSwitchMutation() {
  return useMutation(wafSwitchMutationOptions(useQueryClient()));
}
