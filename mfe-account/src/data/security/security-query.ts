import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type SecuritySettings } from '@portal/shared-sdk';
import { securityKeys } from './keys';

export type SecurityQueryData = SecuritySettings;

export const securityQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.detail(),
    queryFn: (): Promise<SecurityQueryData> => api.account.security(),
  });

/** GET /auth/profile/security: second factor, IP whitelist, session limits and this request's address. */
export function useSecurityQuery() {
  return useQuery(securityQueryOptions());
}
