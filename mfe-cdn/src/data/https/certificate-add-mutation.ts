import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type SslAddRequest, cdnApi } from '@portal/api-cdn';
import { httpsKeys } from './keys';

export type CertificateAddVariables = { domainId: number; body: SslAddRequest };
export type CertificateAddData = Awaited<ReturnType<typeof cdnApi.https.addCertificate>>;

/** POST /cdn/ng/domains/{id}/https/ssl/add ("SSL is not valid" when the certificate or key do not check out). */
export const certificateAddMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: httpsKeys.addCertificate(),
  mutationFn: ({ domainId, body }: CertificateAddVariables): Promise<CertificateAddData> =>
    cdnApi.https.addCertificate(domainId, body),
  onSuccess: (_data: CertificateAddData, { domainId }: CertificateAddVariables) =>
    queryClient.invalidateQueries({ queryKey: httpsKeys.certificates(domainId) }),
});

export function useCertificateAddMutation() {
  return useMutation(certificateAddMutationOptions(useQueryClient()));
}
