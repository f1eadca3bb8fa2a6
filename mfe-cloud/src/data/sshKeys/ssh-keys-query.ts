import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type SshKey } from '@portal/shared-sdk';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { sshKeyKeys } from './keys';

export type SshKeysQueryData = SshKey[];

export const sshKeysQueryOptions = () =>
  queryOptions({
    queryKey: sshKeyKeys.list(),
    queryFn: (): Promise<SshKeysQueryData> => api.cloud.sshKeys.list(),
    // data-center names come localized
    meta: LOCALIZED_QUERY,
  });

/** GET /cloud/ssh: the customer's public keys (never a private one), newest first. */
export function useSshKeysQuery() {
  return useQuery(sshKeysQueryOptions());
}
