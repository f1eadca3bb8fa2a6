import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type VerificationSent } from '@portal/shared-sdk';
import { profileKeys } from './keys';

export type ContactKind = 'phone' | 'email';
export type ContactVerifyVariables = { kind: ContactKind; value: string };
export type ContactVerifyData = VerificationSent;

/** POST /auth/verification/phone-number | email: a code to the new value. */
export const contactVerifyMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: profileKeys.verify(),
  mutationFn: ({ kind, value }: ContactVerifyVariables): Promise<ContactVerifyData> =>
    kind === 'phone' ? api.account.verifyPhone(value) : api.account.verifyEmail(value),
  onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.verifications() }),
});

export function useContactVerifyMutation() {
  return useMutation(contactVerifyMutationOptions(useQueryClient()));
}
