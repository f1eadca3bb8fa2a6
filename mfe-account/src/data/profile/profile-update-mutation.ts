import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type PortalBus } from '@portal/shared-sdk';
import { useParcelProps } from '@portal/shared-ui';
import { profileKeys } from './keys';

export type ProfileUpdateVariables = Parameters<typeof api.profile.update>[0];
export type ProfileUpdateData = Awaited<ReturnType<typeof api.profile.update>>;

/**
 * PUT /auth/profile. The answer is the saved profile: it replaces the cached one (then the key is
 * invalidated so other readers refetch), and the shell hears `session:changed` so the profile it
 * owns (header name, snapshot) is fetched again.
 */
export const profileUpdateMutationOptions = (queryClient: QueryClient, bus: PortalBus) => ({
  mutationKey: profileKeys.update(),
  mutationFn: (variables: ProfileUpdateVariables): Promise<ProfileUpdateData> =>
    api.profile.update(variables),
  onSuccess: async (profile: ProfileUpdateData) => {
    queryClient.setQueryData(profileKeys.detail(), profile);
    bus.emit('session:changed', { reason: 'profile-updated' });
    await queryClient.invalidateQueries({ queryKey: profileKeys.all });
  },
});

export function useProfileUpdateMutation() {
  return useMutation(profileUpdateMutationOptions(useQueryClient(), useParcelProps().bus));
}
