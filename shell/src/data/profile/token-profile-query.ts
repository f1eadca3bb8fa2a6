import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Profile } from '@portal/shared-sdk';
import { shellQueryClient } from '../queryClient';
import { profileKeys } from './keys';

export type TokenProfileQueryData = Profile;

/**
 * The profile a token opens, asked with that token itself (not the stored session's): whose account a
 * sign-in link leads to, and who is signed in now. The provider's refusal is about that token only and
 * ends no session.
 */
export const tokenProfileQueryOptions = (token: string) =>
  queryOptions({
    queryKey: profileKeys.detail(token),
    queryFn: (): Promise<TokenProfileQueryData> => api.profile.get({ bearer: token }),
    staleTime: Infinity,
    retry: false,
  });

/** GET /auth/profile with `token` as the bearer (nothing without one). */
export function useTokenProfileQuery(token: string | null) {
  return useQuery({ ...tokenProfileQueryOptions(token ?? ''), enabled: token !== null }, shellQueryClient);
}
