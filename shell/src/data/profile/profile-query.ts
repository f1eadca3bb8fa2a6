import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Profile } from '@portal/shared-sdk';
import { shellQueryClient } from '../queryClient';
import { profileKeys } from './keys';

export type ProfileQueryData = Profile;

export const profileQueryOptions = (token: string) =>
  queryOptions({
    queryKey: profileKeys.detail(token),
    queryFn: (): Promise<ProfileQueryData> => api.profile.get(),
    // fetched once per token; the gate decides what a failure means (a refused token, or retry)
    staleTime: Infinity,
    retry: false,
  });

/** GET /auth/profile for the stored token (none without one). */
export function useProfileQuery(token: string | null) {
  return useQuery({ ...profileQueryOptions(token ?? ''), enabled: token !== null }, shellQueryClient);
}
