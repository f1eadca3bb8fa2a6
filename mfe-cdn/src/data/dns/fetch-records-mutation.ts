import { useMutation } from '@tanstack/react-query';
import { cdnApi } from '@portal/api-cdn';
import { dnsKeys } from './keys';

export type FetchRecordsVariables = { domainId: number };
export type FetchRecordsData = Awaited<ReturnType<typeof cdnApi.dns.fetchRecords>>;

/** POST /cdn/ng/domains/{id}/dns/fetch-records: a scan of the current records (nothing is stored). */
export const fetchRecordsMutationOptions = () => ({
  mutationKey: dnsKeys.fetchRecords(),
  mutationFn: ({ domainId }: FetchRecordsVariables): Promise<FetchRecordsData> =>
    cdnApi.dns.fetchRecords(domainId),
});

export function useFetchRecordsMutation() {
  return useMutation(fetchRecordsMutationOptions());
}
