import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi, type ApiPermission } from '@portal/api-account';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { apiTokenKeys } from './keys';

export type ApiPermissionsQueryData = ApiPermission[];

export const apiPermissionsQueryOptions = () =>
  queryOptions({
    queryKey: apiTokenKeys.permissions(),
    queryFn: (): Promise<ApiPermissionsQueryData> => accountApi.apiPermissions(),
    // the groups' titles come localized: refetched when the locale changes
    meta: LOCALIZED_QUERY,
    staleTime: Infinity,
  });

/** GET /auth/api-token/permissions: the provider's permission catalogue. */
export function useApiPermissionsQuery() {
  return useQuery(apiPermissionsQueryOptions());
}
