import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope, type SshKey, type SshKeyCreateRequest } from '@portal/shared-sdk';
import { sshKeyKeys } from './keys';

export type SshKeyCreateVariables = SshKeyCreateRequest;
export type SshKeyCreateData = Envelope<SshKey>;

/** POST /cloud/ssh: adds a public key; the list is read again. */
export const sshKeyCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: sshKeyKeys.create(),
  mutationFn: (variables: SshKeyCreateVariables): Promise<SshKeyCreateData> =>
    api.cloud.sshKeys.create(variables),
  onSuccess: () => queryClient.invalidateQueries({ queryKey: sshKeyKeys.list() }),
});

export function useSshKeyCreateMutation() {
  return useMutation(sshKeyCreateMutationOptions(useQueryClient()));
}
