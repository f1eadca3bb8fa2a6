import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@portal/shared-sdk';
import { showChange } from '../listCache';
import { sshKeyKeys } from './keys';

export type SshKeyDeleteVariables = { keyId: number };
export type SshKeyDeleteData = Envelope<null>;

/** DELETE /cloud/ssh/{id}: the key leaves the list at once. */
export const sshKeyDeleteMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: sshKeyKeys.remove(),
  mutationFn: ({ keyId }: SshKeyDeleteVariables): Promise<SshKeyDeleteData> =>
    api.cloud.sshKeys.remove(keyId),
  onSuccess: (_data: SshKeyDeleteData, { keyId }: SshKeyDeleteVariables) =>
    showChange(queryClient, sshKeyKeys.list(), { remove: keyId }),
});

export function useSshKeyDeleteMutation() {
  return useMutation(sshKeyDeleteMutationOptions(useQueryClient()));
}
