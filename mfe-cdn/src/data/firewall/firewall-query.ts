import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Firewall, cdnApi } from '@portal/api-cdn';
import { firewallKeys } from './keys';

export type FirewallQueryData = Firewall;

export const firewallQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: firewallKeys.detail(domainId),
    queryFn: (): Promise<FirewallQueryData> => cdnApi.firewall(domainId),
  });

/** GET /cdn/ng/domains/{id}/firewall: the default action, the rules in order and the plan's caps. */
export function useFirewallQuery(domainId: number) {
  return useQuery(firewallQueryOptions(domainId));
}
