import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SslCertificate, cdnApi } from '@portal/api-cdn';
import { httpsKeys } from './keys';

export type CertificatesQueryData = SslCertificate[];

const PENDING_POLL_MS = 30_000; // a free certificate is issued within minutes: look again while one is pending

export const certificatesQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: httpsKeys.certificates(domainId),
    queryFn: (): Promise<CertificatesQueryData> => cdnApi.https.certificates(domainId),
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.status === 'pending') ? PENDING_POLL_MS : false,
  });

/** GET /cdn/ng/domains/{id}/https/ssl: the certificates, newest first. */
export function useCertificatesQuery(domainId: number) {
  return useQuery(certificatesQueryOptions(domainId));
}
