import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi, type SecuritySettings } from '@portal/api-account';
import { securityKeys } from './keys';

export type SecurityQueryData = SecuritySettings;

export const securityQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.detail(),
    queryFn: (): Promise<SecurityQueryData> => accountApi.security(),
  });

/** GET /auth/profile/security: second factor, IP whitelist, session limits and this request's address. */
export function useSecurityQuery() {
  return useQuery(securityQueryOptions());
}
