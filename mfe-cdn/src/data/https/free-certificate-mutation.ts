import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cdnApi } from '@portal/api-cdn';
import { httpsKeys } from './keys';

export type FreeCertificateVariables = { domainId: number };
export type FreeCertificateData = Awaited<ReturnType<typeof cdnApi.https.requestFreeCertificate>>;

/** POST /cdn/ng/domains/{id}/https/ssl/free: a free certificate, pending until issued. */
export const freeCertificateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: httpsKeys.freeCertificate(),
  mutationFn: ({ domainId }: FreeCertificateVariables): Promise<FreeCertificateData> =>
    cdnApi.https.requestFreeCertificate(domainId),
  onSuccess: (_data: FreeCertificateData, { domainId }: FreeCertificateVariables) =>
    queryClient.invalidateQueries({ queryKey: httpsKeys.certificates(domainId) }),
});

export function useFreeCertificateMutation() {
  return useMutation(freeCertificateMutationOptions(useQueryClient()));
}
