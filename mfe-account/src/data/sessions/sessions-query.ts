import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi, type AccountSession } from '@portal/api-account';
import { sessionKeys } from './keys';

export type SessionsQueryData = AccountSession[];

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.list(),
    queryFn: (): Promise<SessionsQueryData> => accountApi.sessions(),
  });

/** GET /auth/tokens: the active sessions, this one marked `current`. */
export function useSessionsQuery() {
  return useQuery(sessionsQueryOptions());
}
