import type { AuditLogQuery } from '@portal/api-account';

/** Query keys of the login history and the audit log, by page and filters. */
export const historyKeys = {
  all: ['history'] as const,
  logins: (page: number, perPage: number) => [...historyKeys.all, 'logins', page, perPage] as const,
  audit: (query: AuditLogQuery) => [...historyKeys.all, 'audit', query] as const,
};
