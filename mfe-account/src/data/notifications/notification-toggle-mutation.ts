import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type NotificationChannel } from '@portal/shared-sdk';
import { notificationKeys } from './keys';
import type { NotificationPreferencesQueryData } from './notification-preferences-query';

export type NotificationToggleVariables = { event: string; channel: NotificationChannel; enabled: boolean };
export type NotificationToggleData = NotificationPreferencesQueryData;

/**
 * PUT /auth/profile/notification-preference with the one toggle: shown at once, put back if the
 * provider refuses, and replaced by the provider's answer when it accepts.
 */
export const notificationToggleMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: notificationKeys.update(),
  mutationFn: ({ event, channel, enabled }: NotificationToggleVariables): Promise<NotificationToggleData> =>
    api.account.updateNotificationPreferences({ [event]: { [channel]: enabled } }),
  onMutate: async ({ event, channel, enabled }: NotificationToggleVariables) => {
    await queryClient.cancelQueries({ queryKey: notificationKeys.preferences() });
    const before = queryClient.getQueryData<NotificationPreferencesQueryData>(notificationKeys.preferences());
    queryClient.setQueryData<NotificationPreferencesQueryData>(notificationKeys.preferences(), (list) =>
      list?.map((p) => (p.event === event ? { ...p, [channel]: enabled } : p)),
    );
    return { before };
  },
  onError: (_error: unknown, _variables: NotificationToggleVariables, context: { before?: NotificationPreferencesQueryData } | undefined) => {
    queryClient.setQueryData(notificationKeys.preferences(), context?.before);
  },
  onSuccess: (list: NotificationToggleData) => {
    queryClient.setQueryData(notificationKeys.preferences(), list);
  },
});

export function useNotificationToggleMutation() {
  return useMutation(notificationToggleMutationOptions(useQueryClient()));
}
