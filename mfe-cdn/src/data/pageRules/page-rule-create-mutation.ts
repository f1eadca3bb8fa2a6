import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type PageRule, type PageRuleBody, type WithMessage } from '@portal/shared-sdk';
import { pageRuleKeys } from './keys';

export type PageRuleCreateVariables = { domainId: number; rule: PageRuleBody };

/** POST /cdn/ng/domains/{id}/paths; the list is read again. */
export const pageRuleCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: pageRuleKeys.create(),
  mutationFn: ({ domainId, rule }: PageRuleCreateVariables): Promise<WithMessage<PageRule>> =>
    api.cdn.createPageRule(domainId, rule),
  onSuccess: (_: WithMessage<PageRule>, { domainId }: PageRuleCreateVariables) =>
    queryClient.invalidateQueries({ queryKey: pageRuleKeys.list(domainId) }),
});

export function usePageRuleCreateMutation() {
  return useMutation(pageRuleCreateMutationOptions(useQueryClient()));
}
