import type { QueryClient } from '@tanstack/react-query';
import type { Server } from '@portal/shared-sdk';
import { serverKeys } from './keys';

/** Puts a server as it now is into the cached list and its page, at once. */
export function putServer(queryClient: QueryClient, server: Server): void {
  queryClient.setQueryData<Server>(serverKeys.detail(server.id), server);
  queryClient.setQueryData<Server[]>(serverKeys.lists(), (list) =>
    list?.map((s) => (s.id === server.id ? server : s)),
  );
}

/** Applies a change to a cached server (its page and its row) before the provider answers. */
export function patchServer(queryClient: QueryClient, serverId: number, patch: Partial<Server>): void {
  queryClient.setQueryData<Server>(serverKeys.detail(serverId), (s) => (s ? { ...s, ...patch } : s));
  queryClient.setQueryData<Server[]>(serverKeys.lists(), (list) =>
    list?.map((s) => (s.id === serverId ? { ...s, ...patch } : s)),
  );
}

/**
 * After a change the provider answered: the server as it answered, then the lists and its log are
 * asked for again (the wallet and other rows may have moved too).
 */
export const serverChanged = (queryClient: QueryClient) => (server: Server) => {
  putServer(queryClient, server);
  void queryClient.invalidateQueries({ queryKey: serverKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: serverKeys.logs(server.id) });
};
