import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { type Domain, type RedirectMode, cdnApi } from '@portal/api-cdn';
import { domainChanged } from './domain-changed';
import { domainKeys } from './keys';

export type RedirectModeVariables = { domainId: number; mode: RedirectMode };
export type RedirectModeData = WithMessage<Domain>;

/** POST /cdn/ng/domains/{id}/redirect-mode ("Settings successfully applied"). */
export const redirectModeMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: domainKeys.redirectMode(),
  mutationFn: ({ domainId, mode }: RedirectModeVariables): Promise<RedirectModeData> =>
    cdnApi.setRedirectMode(domainId, mode),
  onSuccess: ({ data }: RedirectModeData) => domainChanged(queryClient, data),
});

export function useRedirectModeMutation() {
  return useMutation(redirectModeMutationOptions(useQueryClient()));
}
