import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { useParcelProps } from '@portal/shared-ui';
import { profileKeys } from './keys';

export type ProfileUpdateVariables = Parameters<typeof api.profile.update>[0];
export type ProfileUpdateData = Awaited<ReturnType<typeof api.profile.update>>;

/**
 * PUT /auth/profile. The answer is the saved profile: it replaces the cached one (then the key is
 * invalidated so other readers refetch), and the shell
 * hears `session:changed` so the profile it owns (header name, snapshot) is fetched again.
 */
export function useProfileUpdateMutation() {
  const queryClient = useQueryClient();
  const { bus } = useParcelProps();
  return useMutation<ProfileUpdateData, Error, ProfileUpdateVariables>({
    mutationFn: (variables) => api.profile.update(variables),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.detail(), profile);
      bus.emit('session:changed', { reason: 'profile-updated' });
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
