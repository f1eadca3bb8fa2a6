import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Server } from '@portal/shared-sdk';
import { useParcelProps } from '@portal/shared-ui';
import { serverKeys } from './keys';

export type ServersQueryData = Server[];

export const serversQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: serverKeys.list(locale),
    queryFn: (): Promise<ServersQueryData> => api.cloud.servers(),
  });

/** GET /cloud/servers: the user's servers, newest first. */
export function useServersQuery() {
  const { locale } = useParcelProps();
  return useQuery(serversQueryOptions(locale));
}
