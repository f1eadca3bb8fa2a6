import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ServerTraffic } from '@portal/shared-sdk';
import { reportKeys } from './keys';

export type TrafficsQueryData = ServerTraffic[];

export const trafficsQueryOptions = () =>
  queryOptions({
    queryKey: reportKeys.traffics(),
    queryFn: (): Promise<TrafficsQueryData> => api.cloud.reports.traffics(),
  });

/** GET /cloud/traffics: each server's traffic this month, in and out, with the price per GB. */
export function useTrafficsQuery() {
  return useQuery(trafficsQueryOptions());
}
