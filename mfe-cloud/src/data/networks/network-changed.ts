import type { QueryClient } from '@tanstack/react-query';
import type { PrivateNetwork } from '@portal/shared-sdk';
import { showChange } from '../listCache';
import { serverKeys } from '../servers/keys';
import { networkKeys } from './keys';

/**
 * A server joined or left a network: the network (as the provider answered it) replaces the cached
 * one at once; the networks and the servers (whose interfaces changed) are read again.
 */
export async function networkChanged(queryClient: QueryClient, network: PrivateNetwork): Promise<void> {
  await Promise.all([
    showChange(queryClient, networkKeys.list(), { replace: network }),
    queryClient.invalidateQueries({ queryKey: serverKeys.all }),
  ]);
}
