import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { profileKeys } from './keys';

export type VerificationsQueryData = Awaited<ReturnType<typeof api.account.verifications>>;

export const verificationsQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.verifications(),
    queryFn: (): Promise<VerificationsQueryData> => api.account.verifications(),
  });

/** GET /auth/verification/sms: codes sent to a new mobile or e-mail and not confirmed yet (a reload resumes them). */
export function useVerificationsQuery() {
  return useQuery(verificationsQueryOptions());
}
