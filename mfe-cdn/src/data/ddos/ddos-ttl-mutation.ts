import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { type DdosChallenge, type DdosSettings, cdnApi } from '@portal/api-cdn';
import type { DdosQueryData } from './ddos-query';
import { ddosKeys } from './keys';

export type DdosTtlVariables = { domainId: number; challenge: DdosChallenge; ttl: number };

/** POST /cdn/ng/domains/{id}/ddos/set-ttl/{challenge}; the answer replaces the cached settings. */
export const ddosTtlMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: ddosKeys.ttl(),
  mutationFn: ({ domainId, challenge, ttl }: DdosTtlVariables): Promise<WithMessage<DdosSettings>> =>
    cdnApi.setDdosTtl(domainId, challenge, ttl),
  onSuccess: ({ data }: WithMessage<DdosSettings>, { domainId }: DdosTtlVariables) =>
    queryClient.setQueryData<DdosQueryData>(ddosKeys.detail(domainId), (old) =>
      old ? { ...old, settings: data } : old,
    ),
});

export function useDdosTtlMutation() {
  return useMutation(ddosTtlMutationOptions(useQueryClient()));
}
