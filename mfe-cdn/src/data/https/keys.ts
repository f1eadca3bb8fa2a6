/** Query and mutation keys of a domain's certificates and HTTPS settings (one factory, never inline keys). */
export const httpsKeys = {
  all: ['cdn-https'] as const,
  domain: (domainId: number) => [...httpsKeys.all, domainId] as const,
  certificates: (domainId: number) => [...httpsKeys.domain(domainId), 'certificates'] as const,
  configs: (domainId: number) => [...httpsKeys.domain(domainId), 'configs'] as const,
  addCertificate: () => [...httpsKeys.all, 'add-certificate'] as const,
  freeCertificate: () => [...httpsKeys.all, 'free-certificate'] as const,
  deleteCertificate: () => [...httpsKeys.all, 'delete-certificate'] as const,
  change: () => [...httpsKeys.all, 'change'] as const,
};
