import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TicketServices } from '@portal/shared-sdk';
import { ticketKeys } from './keys';

export type ServicesQueryData = TicketServices;

export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: ticketKeys.services(),
    queryFn: (): Promise<ServicesQueryData> => api.support.services(),
  });

/** GET /support/tickets/services: the user's domains and servers a ticket can be about. */
export function useServicesQuery(enabled = true) {
  return useQuery({ ...servicesQueryOptions(), enabled });
}
