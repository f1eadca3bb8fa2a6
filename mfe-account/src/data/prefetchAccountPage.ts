import type { ParcelPrefetch } from '@portal/shared-ui';
import { apiTokensQueryOptions } from './apiTokens/api-tokens-query';
import { auditLogQueryOptions } from './history/audit-log-query';
import { loginHistoryQueryOptions } from './history/login-history-query';
import { notificationPreferencesQueryOptions } from './notifications/notification-preferences-query';
import { profileQueryOptions } from './profile/profile-query';
import { securityQueryOptions } from './security/security-query';
import { sessionsQueryOptions } from './sessions/sessions-query';
import { auditQueryOf } from '../pages/AuditLogPage/auditSearch';
import { pagingFromSearch, perPageOf } from '../components/paging/urlPaging';

/**
 * What each account tab needs first, fetched while the user points at a link to it (the shell's
 * warm-up, createParcel's `prefetch`), so the tab opens with its data.
 */
export const prefetchAccountPage: ParcelPrefetch = (location, queryClient, { basePath }) => {
  const tab = location.pathname.slice(basePath.length).replace(/^\/+|\/+$/g, '');
  const search = new URLSearchParams(location.search);
  switch (tab) {
    case '':
    case 'edit-profile':
      return queryClient.prefetchQuery(profileQueryOptions());
    case 'security':
      return Promise.all([
        queryClient.prefetchQuery(securityQueryOptions()),
        queryClient.prefetchQuery(sessionsQueryOptions()),
      ]).then(() => undefined);
    case 'api-keys':
      return queryClient.prefetchQuery(apiTokensQueryOptions());
    case 'message-settings':
      return queryClient.prefetchQuery(notificationPreferencesQueryOptions());
    case 'login-history': {
      const { page, size } = pagingFromSearch(search);
      return queryClient.prefetchQuery(loginHistoryQueryOptions(page, perPageOf(size)));
    }
    case 'audit-log':
      return queryClient.prefetchQuery(auditLogQueryOptions(auditQueryOf(search)));
    default:
      return undefined;
  }
};
