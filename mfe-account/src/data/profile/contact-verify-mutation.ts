import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountApi, type VerificationSent } from '@portal/api-account';
import { profileKeys } from './keys';

export type ContactKind = 'phone' | 'email';
export type ContactVerifyVariables = { kind: ContactKind; value: string };
export type ContactVerifyData = VerificationSent;

/** POST /auth/verification/phone-number | email: a code to the new value. */
export const contactVerifyMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: profileKeys.verify(),
  mutationFn: ({ kind, value }: ContactVerifyVariables): Promise<ContactVerifyData> =>
    kind === 'phone' ? accountApi.verifyPhone(value) : accountApi.verifyEmail(value),
  onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.verifications() }),
});

export function useContactVerifyMutation() {
  return useMutation(contactVerifyMutationOptions(useQueryClient()));
}
