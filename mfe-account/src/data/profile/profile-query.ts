import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { profileKeys } from './keys';

export type ProfileQueryData = Awaited<ReturnType<typeof api.profile.get>>;

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.detail(),
    queryFn: (): Promise<ProfileQueryData> => api.profile.get(),
  });

/** GET /auth/profile: the signed-in user's profile. */
export function useProfileQuery() {
  return useQuery(profileQueryOptions());
}
