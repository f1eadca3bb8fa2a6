import type { QueryClient } from '@tanstack/react-query';
import type { Domain } from '@portal/api-cdn';
import type { DomainsQueryData } from './domains-query';
import { domainKeys } from './keys';

/** A domain the provider answered after a change: it replaces the cached copies at once (detail and list). */
export function domainChanged(queryClient: QueryClient, domain: Domain): void {
  queryClient.setQueryData(domainKeys.detail(domain.id), domain);
  queryClient.setQueryData<DomainsQueryData>(domainKeys.lists(), (list) =>
    list?.map((d) => (d.id === domain.id ? domain : d)),
  );
}
