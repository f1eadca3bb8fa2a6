import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { cdnApi } from '@portal/api-cdn';
import type { DomainsQueryData } from './domains-query';
import { domainKeys } from './keys';

export type DomainDeleteVariables = { domainId: number; phrase: string; confirmCode: string };
export type DomainDeleteData = WithMessage<null>;

/**
 * DELETE /cdn/ng/domains/{id} with the typed name and the code: the domain leaves every cached list
 * at once and its own queries are dropped, then the list is read again.
 */
export const domainDeleteMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: domainKeys.delete(),
  mutationFn: ({ domainId, phrase, confirmCode }: DomainDeleteVariables): Promise<DomainDeleteData> =>
    cdnApi.deleteDomain(domainId, { phrase, confirmCode }),
  onSuccess: async (_data: DomainDeleteData, { domainId }: DomainDeleteVariables) => {
    queryClient.setQueryData<DomainsQueryData>(domainKeys.lists(), (list) =>
      list?.filter((d) => d.id !== domainId),
    );
    queryClient.removeQueries({ queryKey: domainKeys.detail(domainId) });
    await queryClient.invalidateQueries({ queryKey: domainKeys.lists() });
  },
});

export function useDomainDeleteMutation() {
  return useMutation(domainDeleteMutationOptions(useQueryClient()));
}
