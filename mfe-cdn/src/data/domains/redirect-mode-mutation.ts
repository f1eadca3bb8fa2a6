import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Domain, type RedirectMode, type WithMessage } from '@portal/shared-sdk';
import { domainChanged } from './domain-changed';
import { domainKeys } from './keys';

export type RedirectModeVariables = { domainId: number; mode: RedirectMode };
export type RedirectModeData = WithMessage<Domain>;

/** POST /cdn/ng/domains/{id}/redirect-mode ("Settings successfully applied"). */
export const redirectModeMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: domainKeys.redirectMode(),
  mutationFn: ({ domainId, mode }: RedirectModeVariables): Promise<RedirectModeData> =>
    api.cdn.setRedirectMode(domainId, mode),
  onSuccess: ({ data }: RedirectModeData) => domainChanged(queryClient, data),
});

export function useRedirectModeMutation() {
  return useMutation(redirectModeMutationOptions(useQueryClient()));
}
