import type { ParcelPrefetch } from '@portal/shared-ui';
import { domainQueryOptions } from './domains/domain-query';
import { domainsQueryOptions } from './domains/domains-query';

/**
 * What a CDN page needs first, fetched while the user points at a link to it (the shell's warm-up,
 * createParcel's `prefetch`), so the page opens with its data: the domain list for `/cdn`, the
 * domain of the address for a domain's pages.
 */
export const prefetchCdnPage: ParcelPrefetch = (location, queryClient, { basePath }) => {
  const [name, id] = location.pathname.slice(basePath.length).split('/').filter(Boolean);
  if (name === undefined) return queryClient.prefetchQuery(domainsQueryOptions());
  if (id !== undefined && /^[1-9]\d*$/.test(id))
    return queryClient.prefetchQuery(domainQueryOptions(Number(id)));
  return undefined;
};
