import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type SslCertificate, cdnApi } from '@portal/api-cdn';
import { httpsKeys } from './keys';

export type CertificateDeleteVariables = { domainId: number; sslId: number };
export type CertificateDeleteData = Awaited<ReturnType<typeof cdnApi.https.deleteCertificate>>;

/** DELETE /cdn/ng/domains/{id}/https/ssl/{ssl_id}: gone from the list at once; the list and the settings (the serving certificate) are read again. */
export const certificateDeleteMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: httpsKeys.deleteCertificate(),
  mutationFn: ({ domainId, sslId }: CertificateDeleteVariables): Promise<CertificateDeleteData> =>
    cdnApi.https.deleteCertificate(domainId, sslId),
  onSuccess: (_data: CertificateDeleteData, { domainId, sslId }: CertificateDeleteVariables) => {
    queryClient.setQueryData<SslCertificate[]>(httpsKeys.certificates(domainId), (list) =>
      list?.filter((c) => c.id !== sslId),
    );
    return queryClient.invalidateQueries({ queryKey: httpsKeys.domain(domainId) });
  },
});

export function useCertificateDeleteMutation() {
  return useMutation(certificateDeleteMutationOptions(useQueryClient()));
}
