import type { ParcelPrefetch } from '@portal/shared-ui';
import { plansQueryOptions } from './plans/plans-query';
import { ticketsQueryOptions } from './tickets/tickets-query';

/**
 * What each support page needs first, fetched while the user points at a link to it (the shell's
 * warm-up, createParcel's `prefetch`), so the page opens with its data: the ticket lists for
 * `/support` and `/support/tickets`, the plans for `/support/plans`.
 */
export const prefetchSupportPage: ParcelPrefetch = (location, queryClient, { basePath }) => {
  const page = location.pathname.slice(basePath.length).replace(/^\/+|\/+$/g, '');
  if (page === '' || page === 'tickets') return queryClient.prefetchQuery(ticketsQueryOptions());
  if (page === 'plans') return queryClient.prefetchQuery(plansQueryOptions());
  return undefined;
};
