import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type FirewallGroup } from '@portal/shared-sdk';
import { firewallKeys } from './keys';

export type FirewallsQueryData = FirewallGroup[];

/** GET /cloud/firewall?datacenter_id=: the firewall groups of one data center. */
export const firewallsQueryOptions = (datacenterId: number) =>
  queryOptions({
    queryKey: firewallKeys.list(datacenterId),
    queryFn: (): Promise<FirewallsQueryData> => api.cloud.firewalls.list({ datacenter_id: datacenterId }),
  });

export function useFirewallsQuery(datacenterId: number | undefined) {
  return useQuery({ ...firewallsQueryOptions(datacenterId ?? 0), enabled: Boolean(datacenterId) });
}
