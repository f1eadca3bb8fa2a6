import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, serverPollInterval, type Server } from '@portal/shared-sdk';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { serverKeys } from './keys';

export type ServersQueryData = Server[];

/**
 * GET /cloud/servers. Asked again every 2 s while a server is changing (built, powered, rebuilt,
 * rescued) and every 30 s otherwise; TanStack Query stops the interval while the tab is hidden
 * (`refetchIntervalInBackground` false) and asks again when the tab is shown.
 */
export const serversQueryOptions = () =>
  queryOptions({
    queryKey: serverKeys.lists(),
    queryFn: (): Promise<ServersQueryData> => api.cloud.servers(),
    refetchInterval: (query) => serverPollInterval(query.state.data),
    refetchIntervalInBackground: false,
    // data-center names come localized: refetched when the locale changes
    meta: LOCALIZED_QUERY,
  });

/** The user's servers, newest first, kept live. */
export function useServersQuery() {
  return useQuery(serversQueryOptions());
}
