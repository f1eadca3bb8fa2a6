import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { type Domain, cdnApi } from '@portal/api-cdn';
import { domainKeys } from './keys';
import type { DomainsQueryData } from './domains-query';

export type DomainCreateVariables = { domain: string };
export type DomainCreateData = WithMessage<Domain>;

/** POST /cdn/ng/domains (the wizard's step 2): the new domain joins the cached list at once, then the list is read again. */
export const domainCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: domainKeys.create(),
  mutationFn: ({ domain }: DomainCreateVariables): Promise<DomainCreateData> => cdnApi.createDomain(domain),
  onSuccess: async ({ data }: DomainCreateData) => {
    queryClient.setQueryData<DomainsQueryData>(domainKeys.lists(), (list) =>
      list ? [data, ...list.filter((d) => d.id !== data.id)] : list,
    );
    queryClient.setQueryData(domainKeys.detail(data.id), data);
    await queryClient.invalidateQueries({ queryKey: domainKeys.lists() });
  },
});

export function useDomainCreateMutation() {
  return useMutation(domainCreateMutationOptions(useQueryClient()));
}
