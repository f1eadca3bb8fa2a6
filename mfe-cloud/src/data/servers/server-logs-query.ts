import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ServerLog } from '@portal/shared-sdk';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { serverKeys } from './keys';

export type ServerLogsQueryData = ServerLog[];

/** GET /cloud/servers/{id}/logs: the action log, newest first (texts localized by the provider). */
export const serverLogsQueryOptions = (serverId: number) =>
  queryOptions({
    queryKey: serverKeys.logs(serverId),
    queryFn: (): Promise<ServerLogsQueryData> => api.cloud.logs(serverId),
    meta: LOCALIZED_QUERY,
  });

export function useServerLogsQuery(serverId: number) {
  return useQuery(serverLogsQueryOptions(serverId));
}
