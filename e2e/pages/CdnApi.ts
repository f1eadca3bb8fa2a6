import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO } from '../fixtures';

/** The demo account's bearer token, answers in English: how a test reads back what the provider stored. */
export const CDN_API_HEADERS = { Authorization: `Bearer ${DEMO.token}`, 'Accept-Language': 'en' };

/** A DNS record as the provider answers it. */
export interface ApiDnsRecord {
  id: number;
  type: string;
  name: string;
  content: string;
  [field: string]: unknown;
}

/** What the provider keeps under a domain's `section` (`firewall`, `cluster`, `dns?type=MX`…): its answer's `data`. */
export async function cdnApiRead<T>(
  request: APIRequestContext,
  domainId: number,
  section: string,
): Promise<T> {
  const res = await request.get(`/api/v1/cdn/ng/domains/${domainId}/${section}`, {
    headers: CDN_API_HEADERS,
  });
  expect(res.ok(), section).toBe(true);
  return (await res.json()).data as T;
}

/** Every DNS record of a domain, in the provider's order (no page asked for: one page of all). */
export function dnsRecords(request: APIRequestContext, domainId: number): Promise<ApiDnsRecord[]> {
  return cdnApiRead<ApiDnsRecord[]>(request, domainId, 'dns');
}

/** The demo account's domain on the professional plan (zone-file import needs that plan), if the seed has one. */
export async function professionalDomain(
  request: APIRequestContext,
): Promise<{ id: number; name: string } | undefined> {
  const res = await request.get('/api/v1/cdn/ng/domains', { headers: CDN_API_HEADERS });
  expect(res.ok()).toBe(true);
  const domains = (await res.json()).data as { id: number; name: string; plan: { name: string } }[];
  return domains.find((d) => d.plan.name === 'pro');
}
