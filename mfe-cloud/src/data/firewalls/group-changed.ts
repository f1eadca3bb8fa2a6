import type { QueryClient } from '@tanstack/react-query';
import type { FirewallGroup } from '@portal/shared-sdk';
import { serverKeys } from '../servers/keys';
import { firewallKeys } from './keys';
import type { FirewallsQueryData } from './firewalls-query';

/**
 * After a rule or a server changed in a group: the provider answers the whole group, which
 * replaces the cached one in every list (all data centers, or its own) at once; then the lists
 * are read again, and the servers too (a server's page names the groups guarding it).
 */
export async function groupChanged(queryClient: QueryClient, group: FirewallGroup): Promise<void> {
  queryClient.setQueriesData<FirewallsQueryData>({ queryKey: firewallKeys.lists() }, (groups) =>
    groups?.map((g) => (g.id === group.id ? group : g)),
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: firewallKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: serverKeys.all }),
  ]);
}
