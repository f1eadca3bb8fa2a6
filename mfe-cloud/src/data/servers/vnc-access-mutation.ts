import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { serverKeys } from './keys';

export type VncAccessVariables = { serverId: number };
export type VncAccessData = Awaited<ReturnType<typeof api.cloud.vncAccess>>;

/**
 * GET /cloud/servers/{id}/access/vnc: a new single-use console token for every (re)connect. A
 * mutation, not a query: each call hands out a token that must never be served from a cache.
 */
export const vncAccessMutationOptions = () => ({
  mutationKey: serverKeys.vncAccess(),
  mutationFn: ({ serverId }: VncAccessVariables): Promise<VncAccessData> => api.cloud.vncAccess(serverId),
});

export function useVncAccessMutation() {
  return useMutation(vncAccessMutationOptions());
}
