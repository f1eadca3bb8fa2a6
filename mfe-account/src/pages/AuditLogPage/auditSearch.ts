import { AUDIT_PERIODS, isAuditPeriod, type AuditLogQuery, type AuditPeriod } from '@portal/api-account';
import { pagingFromSearch, perPageOf } from '../../components/paging/urlPaging';

export interface AuditFilters {
  period: AuditPeriod;
  action: string;
  kind: string;
}

/** The filters kept in the address: `?period=7d&action=ticket.create&kind=ticket` (all time, every action by default). */
export function filtersFromSearch(search: URLSearchParams): AuditFilters {
  const period = search.get('period');
  return {
    period: isAuditPeriod(period) ? period : 'all',
    action: search.get('action') ?? '',
    kind: search.get('kind') ?? '',
  };
}

/** The address with one filter changed: back to the first page, empty filters left out. */
export function withFilter(
  search: URLSearchParams,
  name: keyof AuditFilters,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('page');
  if (value === '' || (name === 'period' && value === 'all')) next.delete(name);
  else next.set(name, value);
  return next;
}

/** What the provider is asked for: the filters, the page and its size. */
export function auditQueryOf(search: URLSearchParams): AuditLogQuery {
  const { period, action, kind } = filtersFromSearch(search);
  const { page, size } = pagingFromSearch(search);
  return {
    period,
    action: action || undefined,
    resource_kind: kind || undefined,
    page,
    per_page: perPageOf(size),
  };
}

export { AUDIT_PERIODS };
