import type { DnsRecordsQuery } from '@portal/api-cdn';

/** Query and mutation keys of a domain's DNS (one factory, never inline keys). */
export const dnsKeys = {
  all: ['cdn-dns'] as const,
  domain: (domainId: number) => [...dnsKeys.all, domainId] as const,
  records: (domainId: number) => [...dnsKeys.domain(domainId), 'records'] as const,
  recordsPage: (domainId: number, query: DnsRecordsQuery) => [...dnsKeys.records(domainId), query] as const,
  dnssec: (domainId: number) => [...dnsKeys.domain(domainId), 'dnssec'] as const,
  customNs: (domainId: number) => [...dnsKeys.domain(domainId), 'custom-ns'] as const,
  create: () => [...dnsKeys.all, 'create'] as const,
  update: () => [...dnsKeys.all, 'update'] as const,
  remove: () => [...dnsKeys.all, 'remove'] as const,
  setDnssec: () => [...dnsKeys.all, 'set-dnssec'] as const,
  setCustomNs: () => [...dnsKeys.all, 'set-custom-ns'] as const,
  exportZone: () => [...dnsKeys.all, 'export'] as const,
  importZone: () => [...dnsKeys.all, 'import'] as const,
  fetchRecords: () => [...dnsKeys.all, 'fetch-records'] as const,
};
