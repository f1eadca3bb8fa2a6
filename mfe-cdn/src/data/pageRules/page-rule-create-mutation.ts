import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { type PageRule, type PageRuleBody, cdnApi } from '@portal/api-cdn';
import { pageRuleKeys } from './keys';

export type PageRuleCreateVariables = { domainId: number; rule: PageRuleBody };

/** POST /cdn/ng/domains/{id}/paths; the list is read again. */
export const pageRuleCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: pageRuleKeys.create(),
  mutationFn: ({ domainId, rule }: PageRuleCreateVariables): Promise<WithMessage<PageRule>> =>
    cdnApi.createPageRule(domainId, rule),
  onSuccess: (_: WithMessage<PageRule>, { domainId }: PageRuleCreateVariables) =>
    queryClient.invalidateQueries({ queryKey: pageRuleKeys.list(domainId) }),
});

export function usePageRuleCreateMutation() {
  return useMutation(pageRuleCreateMutationOptions(useQueryClient()));
}
