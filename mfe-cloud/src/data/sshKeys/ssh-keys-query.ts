import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type SshKey } from '@portal/shared-sdk';
import { sshKeyKeys } from './keys';

export type SshKeysQueryData = SshKey[];

/** GET /cloud/ssh: the customer's public keys. */
export const sshKeysQueryOptions = () =>
  queryOptions({
    queryKey: sshKeyKeys.lists(),
    queryFn: (): Promise<SshKeysQueryData> => api.cloud.sshKeys.list(),
  });

export function useSshKeysQuery() {
  return useQuery(sshKeysQueryOptions());
}
