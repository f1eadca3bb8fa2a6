import { apiClient, request, requestEnvelope, withMessage } from '@portal/shared-sdk';
import type { Schemas } from './schemas';
import type { ApiBody, ApiData } from './types';

export type DnsRecord = Schemas['DnsRecord'];
export type DnsRecordFields = Schemas['DnsRecordFields'];
export type DnsRecordRequest = ApiBody<'cdnDnsCreate'>;
export type DnssecStatus = Schemas['DnssecStatus'];
export type CustomNameservers = Schemas['CustomNameservers'];
export type CustomNameserversRequest = ApiBody<'cdnCustomNsSet'>;
export type ZoneExport = Schemas['ZoneExport'];
export type ZoneImportResult = Schemas['ZoneImportResult'];

/** What the record list asks for: a page of records, searched by name or content and filtered by type. */
export interface DnsRecordsQuery {
  search?: string;
  type?: DnsRecord['type'];
  page?: number;
  perPage?: number;
}

/** One page of a domain's records, and how many match in all. */
export interface DnsRecordsPage {
  records: DnsRecord[];
  total: number;
  page: number;
  perPage: number;
}

const base = (domainId: number) => `/cdn/ng/domains/${encodeURIComponent(domainId)}/dns`;

/** `cdnApi.dns`: a domain's DNS records, DNSSEC, custom nameservers, zone files and the scan of its current records. */
export const cdnDnsApi = {
  /** GET …/dns?search&type&page&per_page → one page of records and the total that match. */
  list: async (
    domainId: number,
    query: DnsRecordsQuery = {},
    signal?: AbortSignal,
  ): Promise<DnsRecordsPage> => {
    const response = await apiClient.request<{
      data: DnsRecord[];
      total: number;
      page: number;
      per_page: number;
    }>({
      method: 'GET',
      url: base(domainId),
      params: {
        ...(query.search ? { search: query.search } : {}),
        ...(query.type ? { type: query.type } : {}),
        ...(query.page ? { page: query.page } : {}),
        ...(query.perPage ? { per_page: query.perPage } : {}),
      },
      ...(signal ? { signal } : {}),
    });
    const { data, total, page, per_page } = response.data;
    return { records: data, total, page, perPage: per_page };
  },

  /** POST …/dns; resolves with the server's message and the stored record. */
  create: (domainId: number, body: DnsRecordRequest) =>
    withMessage(
      requestEnvelope<ApiData<'cdnDnsCreate'>>({ method: 'POST', url: base(domainId), data: body }),
    ),

  /** POST …/dns/{record_id}: the whole record, its proxy on or off included. */
  update: (domainId: number, recordId: number, body: DnsRecordRequest) =>
    withMessage(
      requestEnvelope<ApiData<'cdnDnsUpdate'>>({
        method: 'POST',
        url: `${base(domainId)}/${encodeURIComponent(recordId)}`,
        data: body,
      }),
    ),

  /** DELETE …/dns/{record_id} ("Requested record has been deleted"). */
  remove: (domainId: number, recordId: number) =>
    withMessage(
      requestEnvelope<ApiData<'cdnDnsDelete'>>({
        method: 'DELETE',
        url: `${base(domainId)}/${encodeURIComponent(recordId)}`,
      }),
    ),

  /** GET …/dns/dnssec → on or off, with the DS record. */
  dnssec: (domainId: number) =>
    request<ApiData<'cdnDnssecGet'>>({ method: 'GET', url: `${base(domainId)}/dnssec` }),

  /** POST …/dns/dnssec `{ enabled }` (refused for `.ir` domains). */
  setDnssec: (domainId: number, enabled: boolean) =>
    withMessage(
      requestEnvelope<ApiData<'cdnDnssecSet'>>({
        method: 'POST',
        url: `${base(domainId)}/dnssec`,
        data: { enabled },
      }),
    ),

  /** GET …/dns/custom-ns. */
  customNs: (domainId: number) =>
    request<ApiData<'cdnCustomNsGet'>>({ method: 'GET', url: `${base(domainId)}/custom-ns` }),

  /** POST …/dns/custom-ns `{ enabled, ns1, ns2 }` (professional plan). */
  setCustomNs: (domainId: number, body: CustomNameserversRequest) =>
    withMessage(
      requestEnvelope<ApiData<'cdnCustomNsSet'>>({
        method: 'POST',
        url: `${base(domainId)}/custom-ns`,
        data: body,
      }),
    ),

  /** GET …/dns/export → `{ zone, file_name }` (BIND text). */
  exportZone: (domainId: number) =>
    request<ApiData<'cdnDnsExport'>>({ method: 'GET', url: `${base(domainId)}/export` }),

  /** POST …/dns/import `{ zone, preview }`: a preview says what would be added and each line's problem. */
  importZone: (domainId: number, zone: string, preview: boolean) =>
    withMessage(
      requestEnvelope<ApiData<'cdnDnsImport'>>({
        method: 'POST',
        url: `${base(domainId)}/import`,
        data: { zone, preview },
      }),
    ),

  /** POST …/dns/fetch-records → the records found that the zone lacks (nothing stored). */
  fetchRecords: (domainId: number) =>
    request<ApiData<'cdnDnsFetchRecords'>>({ method: 'POST', url: `${base(domainId)}/fetch-records` }),
};
