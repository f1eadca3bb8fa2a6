import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CustomNameservers, cdnApi } from '@portal/api-cdn';
import { dnsKeys } from './keys';

export type CustomNsQueryData = CustomNameservers;

export const customNsQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: dnsKeys.customNs(domainId),
    queryFn: (): Promise<CustomNsQueryData> => cdnApi.dns.customNs(domainId),
  });

/** GET /cdn/ng/domains/{id}/dns/custom-ns. */
export function useCustomNsQuery(domainId: number, enabled = true) {
  return useQuery({ ...customNsQueryOptions(domainId), enabled });
}
