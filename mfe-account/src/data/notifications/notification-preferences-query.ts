import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi, type NotificationPreference } from '@portal/api-account';
import { notificationKeys } from './keys';

export type NotificationPreferencesQueryData = NotificationPreference[];

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: (): Promise<NotificationPreferencesQueryData> => accountApi.notificationPreferences(),
  });

/** GET /auth/profile/notification-preference: per event, SMS and e-mail. */
export function useNotificationPreferencesQuery() {
  return useQuery(notificationPreferencesQueryOptions());
}
