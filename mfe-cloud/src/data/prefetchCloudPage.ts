import type { ParcelPrefetch } from '@portal/shared-ui';
import { serverQueryOptions } from './servers/server-query';
import { serversQueryOptions } from './servers/servers-query';

/**
 * What each cloud page needs first, fetched while the user points at a link to it (the shell's
 * warm-up, createParcel's `prefetch`): the server list for `/cloud` and `/cloud/servers`, the
 * server for `/cloud/servers/{id}`.
 */
export const prefetchCloudPage: ParcelPrefetch = (location, queryClient, { basePath }) => {
  const page = location.pathname.slice(basePath.length).replace(/^\/+|\/+$/g, '');
  if (page === '' || page === 'servers') return queryClient.prefetchQuery(serversQueryOptions());
  const server = /^servers\/(\d+)$/.exec(page);
  if (server) return queryClient.prefetchQuery(serverQueryOptions(Number(server[1])));
  return undefined;
};
