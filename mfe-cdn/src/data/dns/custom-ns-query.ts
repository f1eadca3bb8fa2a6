import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type CustomNameservers } from '@portal/shared-sdk';
import { dnsKeys } from './keys';

export type CustomNsQueryData = CustomNameservers;

export const customNsQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: dnsKeys.customNs(domainId),
    queryFn: (): Promise<CustomNsQueryData> => api.cdn.dns.customNs(domainId),
  });

/** GET /cdn/ng/domains/{id}/dns/custom-ns. */
export function useCustomNsQuery(domainId: number, enabled = true) {
  return useQuery({ ...customNsQueryOptions(domainId), enabled });
}
