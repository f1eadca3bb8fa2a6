import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cdnApi } from '@portal/api-cdn';
import { dnsKeys } from './keys';

export type ZoneImportVariables = { domainId: number; zone: string; preview: boolean };
export type ZoneImportData = Awaited<ReturnType<typeof cdnApi.dns.importZone>>;

/** POST /cdn/ng/domains/{id}/dns/import: a preview changes nothing; an import reads the record lists again. */
export const zoneImportMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: dnsKeys.importZone(),
  mutationFn: ({ domainId, zone, preview }: ZoneImportVariables): Promise<ZoneImportData> =>
    cdnApi.dns.importZone(domainId, zone, preview),
  onSuccess: (_data: ZoneImportData, { domainId, preview }: ZoneImportVariables) =>
    preview ? undefined : queryClient.invalidateQueries({ queryKey: dnsKeys.records(domainId) }),
});

export function useZoneImportMutation() {
  return useMutation(zoneImportMutationOptions(useQueryClient()));
}
