import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountApi, type SecuritySettings } from '@portal/api-account';
import { securityKeys } from './keys';
import { securityChanged } from './security-changed';

export type IpWhitelistApiTokensVariables = { enabled: boolean };

/** POST /auth/profile/ip-whitelist/api-tokens: whether the whitelist holds API tokens too. */
export const ipWhitelistApiTokensMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: securityKeys.ipWhitelistApiTokens(),
  mutationFn: ({ enabled }: IpWhitelistApiTokensVariables): Promise<SecuritySettings> =>
    accountApi.setIpWhitelistApiTokens(enabled),
  onSuccess: securityChanged(queryClient),
});

export function useIpWhitelistApiTokensMutation() {
  return useMutation(ipWhitelistApiTokensMutationOptions(useQueryClient()));
}
