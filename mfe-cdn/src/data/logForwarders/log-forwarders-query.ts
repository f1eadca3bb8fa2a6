import { queryOptions, useQuery } from '@tanstack/react-query';
import { type LogForwarder, cdnApi } from '@portal/api-cdn';
import { logForwarderKeys } from './keys';

export type LogForwardersQueryData = LogForwarder[];

export const logForwardersQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: logForwarderKeys.list(domainId),
    queryFn: (): Promise<LogForwardersQueryData> => cdnApi.logForwarders(domainId),
  });

/** GET /cdn/ng/domains/{id}/log-forwarders. */
export function useLogForwardersQuery(domainId: number) {
  return useQuery(logForwardersQueryOptions(domainId));
}
