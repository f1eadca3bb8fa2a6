import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TicketServices, supportApi } from '@portal/api-support';
import { ticketKeys } from './keys';

export type ServicesQueryData = TicketServices;

export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: ticketKeys.services(),
    queryFn: (): Promise<ServicesQueryData> => supportApi.services(),
  });

/** GET /support/tickets/services: the user's domains and servers a ticket can be about. */
export function useServicesQuery(enabled = true) {
  return useQuery({ ...servicesQueryOptions(), enabled });
}
