import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi, type AuditLogPage, type AuditLogQuery } from '@portal/api-account';
import { historyKeys } from './keys';

export type AuditLogQueryData = AuditLogPage;

export const auditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: historyKeys.audit(query),
    queryFn: (): Promise<AuditLogQueryData> => accountApi.auditLog(query),
    placeholderData: keepPreviousData,
  });

/** GET /auth/profile/user_reports: one page of the audit log, filtered. */
export function useAuditLogQuery(query: AuditLogQuery) {
  return useQuery(auditLogQueryOptions(query));
}
