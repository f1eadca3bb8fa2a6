import { useMutation } from '@tanstack/react-query';
import { cdnApi } from '@portal/api-cdn';
import { dnsKeys } from './keys';

export type ZoneExportVariables = { domainId: number };
export type ZoneExportData = Awaited<ReturnType<typeof cdnApi.dns.exportZone>>;

/** GET /cdn/ng/domains/{id}/dns/export, on request (the download is an action, not a view). */
export const zoneExportMutationOptions = () => ({
  mutationKey: dnsKeys.exportZone(),
  mutationFn: ({ domainId }: ZoneExportVariables): Promise<ZoneExportData> => cdnApi.dns.exportZone(domainId),
});

export function useZoneExportMutation() {
  return useMutation(zoneExportMutationOptions());
}
