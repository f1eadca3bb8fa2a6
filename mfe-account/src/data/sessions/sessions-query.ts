import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type AccountSession } from '@portal/shared-sdk';
import { sessionKeys } from './keys';

export type SessionsQueryData = AccountSession[];

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.list(),
    queryFn: (): Promise<SessionsQueryData> => api.account.sessions(),
  });

/** GET /auth/tokens: the active sessions, this one marked `current`. */
export function useSessionsQuery() {
  return useQuery(sessionsQueryOptions());
}
