import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountApi, type SecuritySettings, type SessionLimitsRequest } from '@portal/api-account';
import { securityKeys } from './keys';
import { securityChanged } from './security-changed';

export type SessionLimitsVariables = SessionLimitsRequest;
export type SessionLimitsData = SecuritySettings;

/** POST /auth/profile/max-sessions (null: no limit). */
export const sessionLimitsMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: securityKeys.sessionLimits(),
  mutationFn: (variables: SessionLimitsVariables): Promise<SessionLimitsData> =>
    accountApi.setSessionLimits(variables),
  onSuccess: securityChanged(queryClient),
});

export function useSessionLimitsMutation() {
  return useMutation(sessionLimitsMutationOptions(useQueryClient()));
}
