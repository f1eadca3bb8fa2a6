import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Server } from '@portal/shared-sdk';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { serverKeys } from './keys';

export type ServersQueryData = Server[];

export const serversQueryOptions = () =>
  queryOptions({
    queryKey: serverKeys.lists(),
    queryFn: (): Promise<ServersQueryData> => api.cloud.servers(),
    // data-center names come localized: refetched when the locale changes
    meta: LOCALIZED_QUERY,
  });

/** GET /cloud/servers: the user's servers, newest first. */
export function useServersQuery() {
  return useQuery(serversQueryOptions());
}
