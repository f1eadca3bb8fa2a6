import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type FirewallGroup } from '@portal/shared-sdk';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { firewallKeys } from './keys';

export type FirewallsQueryData = FirewallGroup[];

export const firewallsQueryOptions = (datacenterId: number | 'all' = 'all') =>
  queryOptions({
    queryKey: firewallKeys.list(datacenterId),
    queryFn: (): Promise<FirewallsQueryData> =>
      api.cloud.firewalls.list(datacenterId === 'all' ? {} : { datacenter_id: datacenterId }),
    // data-center names come localized
    meta: LOCALIZED_QUERY,
  });

/** GET /cloud/firewall?datacenter_id=: the firewall groups of a data center (or all), with rules and servers. */
export function useFirewallsQuery(datacenterId: number | 'all' = 'all') {
  return useQuery(firewallsQueryOptions(datacenterId));
}
