import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileKeys } from './keys';
import { accountApi } from '@portal/api-account';

export type VerificationsQueryData = Awaited<ReturnType<typeof accountApi.verifications>>;

export const verificationsQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.verifications(),
    queryFn: (): Promise<VerificationsQueryData> => accountApi.verifications(),
  });

/** GET /auth/verification/sms: codes sent to a new mobile or e-mail and not confirmed yet (a reload resumes them). */
export function useVerificationsQuery() {
  return useQuery(verificationsQueryOptions());
}
