import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DomainUsage, cdnApi } from '@portal/api-cdn';
import { domainKeys } from './keys';

export type DomainUsageQueryData = DomainUsage;

export const domainUsageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: domainKeys.usage(id),
    queryFn: (): Promise<DomainUsageQueryData> => cdnApi.usage(id),
  });

/** GET /cdn/ng/domains/{id}/usage: traffic and requests this month. */
export function useDomainUsageQuery(id: number) {
  return useQuery(domainUsageQueryOptions(id));
}
