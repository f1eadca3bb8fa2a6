import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { cdnApi } from '@portal/api-cdn';
import { pageRuleKeys } from './keys';

/** The whole rule, or (with `setting`) one of its settings by name. */
export type PageRuleDeleteVariables = { domainId: number; ruleId: number; setting?: string };

/** Deletes a page rule or one setting of it; a stale one answers "The desired rule does not exist"; the list is read again either way. */
export const pageRuleDeleteMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: pageRuleKeys.delete(),
  mutationFn: ({ domainId, ruleId, setting }: PageRuleDeleteVariables): Promise<WithMessage<null>> =>
    setting === undefined
      ? cdnApi.deletePageRule(domainId, ruleId)
      : cdnApi.deletePageRuleSetting(domainId, ruleId, setting),
  onSettled: (_d: unknown, _e: unknown, { domainId }: PageRuleDeleteVariables) =>
    queryClient.invalidateQueries({ queryKey: pageRuleKeys.list(domainId) }),
});

export function usePageRuleDeleteMutation() {
  return useMutation(pageRuleDeleteMutationOptions(useQueryClient()));
}
