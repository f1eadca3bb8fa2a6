import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, serverPollInterval, type Server } from '@portal/shared-sdk';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { serverKeys } from './keys';

export type ServerQueryData = Server;

/** GET /cloud/servers/{id}, asked again fast while a change is under way (not in a hidden tab). */
export const serverQueryOptions = (serverId: number) =>
  queryOptions({
    queryKey: serverKeys.detail(serverId),
    queryFn: (): Promise<ServerQueryData> => api.cloud.server(serverId),
    refetchInterval: (query) => serverPollInterval(query.state.data ? [query.state.data] : undefined),
    refetchIntervalInBackground: false,
    meta: LOCALIZED_QUERY,
  });

/** One server with the progress of its change under way. */
export function useServerQuery(serverId: number) {
  return useQuery(serverQueryOptions(serverId));
}
