import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type NotificationPreference } from '@portal/shared-sdk';
import { notificationKeys } from './keys';

export type NotificationPreferencesQueryData = NotificationPreference[];

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: (): Promise<NotificationPreferencesQueryData> => api.account.notificationPreferences(),
  });

/** GET /auth/profile/notification-preference: per event, SMS and e-mail. */
export function useNotificationPreferencesQuery() {
  return useQuery(notificationPreferencesQueryOptions());
}
