import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountApi, type SecuritySettings } from '@portal/api-account';
import { securityKeys } from './keys';
import { securityChanged } from './security-changed';

export type IpWhitelistVariables = { ips: string[] };
export type IpWhitelistData = SecuritySettings;

/** POST /auth/profile/ip-whitelist: the whole list. */
export const ipWhitelistMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: securityKeys.ipWhitelist(),
  mutationFn: ({ ips }: IpWhitelistVariables): Promise<IpWhitelistData> => accountApi.updateIpWhitelist(ips),
  onSuccess: securityChanged(queryClient),
});

export function useIpWhitelistMutation() {
  return useMutation(ipWhitelistMutationOptions(useQueryClient()));
}
