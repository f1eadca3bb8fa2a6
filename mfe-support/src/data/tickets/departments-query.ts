import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TicketDepartment, supportApi } from '@portal/api-support';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { ticketKeys } from './keys';

export type DepartmentsQueryData = TicketDepartment[];

export const departmentsQueryOptions = () =>
  queryOptions({
    queryKey: ticketKeys.departments(),
    queryFn: (): Promise<DepartmentsQueryData> => supportApi.departments(),
    staleTime: 10 * 60 * 1000, // ms; departments hardly change
    // their names come localized: refetched when the locale changes
    meta: LOCALIZED_QUERY,
  });

/** GET /support/tickets/departments (the list in data.data). */
export function useDepartmentsQuery(enabled = true) {
  return useQuery({ ...departmentsQueryOptions(), enabled });
}
