import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type PortalBus } from '@portal/shared-sdk';
import { useParcelProps } from '@portal/shared-ui';
import { sessionKeys } from './keys';
import type { SessionsQueryData } from './sessions-query';
import { accountApi } from '@portal/api-account';

export type SessionTerminateVariables = { id: number };
export type SessionTerminateData = Awaited<ReturnType<typeof accountApi.terminateSession>>;

/**
 * DELETE /auth/tokens/{id}. The ended session leaves the cached list at once; ending this one
 * logs out: `session:logout` takes this tab and, over the bus, the portal's other tabs to /login.
 */
export const sessionTerminateMutationOptions = (queryClient: QueryClient, bus: PortalBus) => ({
  mutationKey: sessionKeys.terminate(),
  mutationFn: ({ id }: SessionTerminateVariables): Promise<SessionTerminateData> =>
    accountApi.terminateSession(id),
  onSuccess: async (result: SessionTerminateData, { id }: SessionTerminateVariables) => {
    if (result.current) {
      bus.emit('session:logout', {});
      return;
    }
    queryClient.setQueryData<SessionsQueryData>(sessionKeys.list(), (list) =>
      list?.filter((s) => s.id !== id),
    );
    await queryClient.invalidateQueries({ queryKey: sessionKeys.list() });
  },
});

export function useSessionTerminateMutation() {
  return useMutation(sessionTerminateMutationOptions(useQueryClient(), useParcelProps().bus));
}
