import { useMutation } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { type ConfirmCodeSent, cdnApi } from '@portal/api-cdn';
import { domainKeys } from './keys';

export type DeleteCodeVariables = { domainId: number };
export type DeleteCodeData = WithMessage<ConfirmCodeSent>;

/** GET /cdn/ng/domains/{id}/send-confirm-code: the deletion code goes to the user (429 while a new one must wait). */
export const deleteCodeMutationOptions = () => ({
  mutationKey: domainKeys.sendDeleteCode(),
  mutationFn: ({ domainId }: DeleteCodeVariables): Promise<DeleteCodeData> => cdnApi.sendDeleteCode(domainId),
});

export function useDeleteCodeMutation() {
  return useMutation(deleteCodeMutationOptions());
}
