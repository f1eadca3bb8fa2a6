import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope, type SshKeyPair } from '@portal/shared-sdk';
import { sshKeyKeys } from './keys';

export type SshKeyGenerateVariables = { name: string; datacenter_id?: number };
export type SshKeyGenerateData = Envelope<SshKeyPair>;

/** GET /cloud/ssh/random: a new key pair whose private key is in this answer only. It is a mutation (it stores a key), so no query caches the answer, and the mutation cache lets it go at once: once its dialog closes (and resets the mutation), the private key is gone from the page. */
export const sshKeyGenerateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: sshKeyKeys.generate(),
  mutationFn: (variables: SshKeyGenerateVariables): Promise<SshKeyGenerateData> =>
    api.cloud.sshKeys.generate(variables),
  onSuccess: () => queryClient.invalidateQueries({ queryKey: sshKeyKeys.list() }),
  // the answer holds the private key: the cache drops the mutation as soon as nothing observes it
  gcTime: 0,
});

export function useSshKeyGenerateMutation() {
  return useMutation(sshKeyGenerateMutationOptions(useQueryClient()));
}
