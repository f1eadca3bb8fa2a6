import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type PortalBus } from '@portal/shared-sdk';
import { useParcelProps } from '@portal/shared-ui';
import type { ContactKind } from './contact-verify-mutation';
import { profileKeys } from './keys';
import { accountApi } from '@portal/api-account';

export type ContactChangeVariables = { kind: ContactKind; value: string; code: string };
export type ContactChangeData = Awaited<ReturnType<typeof accountApi.changePhone>>;

/**
 * POST /auth/profile/phone-number | email with the code: the answer is the profile with the new
 * value; the shell hears `session:changed` so the profile it owns follows.
 */
export const contactChangeMutationOptions = (queryClient: QueryClient, bus: PortalBus) => ({
  mutationKey: profileKeys.changeContact(),
  mutationFn: ({ kind, value, code }: ContactChangeVariables): Promise<ContactChangeData> =>
    kind === 'phone'
      ? accountApi.changePhone({ phone_number: value, code })
      : accountApi.changeEmail({ email: value, code }),
  onSuccess: async (profile: ContactChangeData) => {
    queryClient.setQueryData(profileKeys.detail(), profile);
    bus.emit('session:changed', { reason: 'profile-updated' });
    await queryClient.invalidateQueries({ queryKey: profileKeys.verifications() });
  },
});

export function useContactChangeMutation() {
  return useMutation(contactChangeMutationOptions(useQueryClient(), useParcelProps().bus));
}
