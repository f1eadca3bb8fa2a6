import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountApi, type SecuritySettings } from '@portal/api-account';
import { securityKeys } from './keys';
import { securityChanged } from './security-changed';

export type AuthByIpVariables = { enabled: boolean };
export type AuthByIpData = SecuritySettings;

/** POST /auth/profile/auth-by-ip: login only from the whitelist, or from anywhere. */
export const authByIpMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: securityKeys.authByIp(),
  mutationFn: ({ enabled }: AuthByIpVariables): Promise<AuthByIpData> => accountApi.setAuthByIp(enabled),
  onSuccess: securityChanged(queryClient),
});

export function useAuthByIpMutation() {
  return useMutation(authByIpMutationOptions(useQueryClient()));
}
