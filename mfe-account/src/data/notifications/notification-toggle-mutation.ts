import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountApi, type NotificationChannel } from '@portal/api-account';
import { notificationKeys } from './keys';
import type { NotificationPreferencesQueryData } from './notification-preferences-query';

export type NotificationToggleVariables = { event: string; channel: NotificationChannel; enabled: boolean };
export type NotificationToggleData = NotificationPreferencesQueryData;

/** The cached preferences with one toggle set. */
const withToggle = (
  list: NotificationPreferencesQueryData | undefined,
  { event, channel, enabled }: NotificationToggleVariables,
) => list?.map((p) => (p.event === event ? { ...p, [channel]: enabled } : p));

/** Which toggle this is, in the order they were made (kept in each toggle's mutation context). */
interface ToggleContext {
  seq: number;
}

const seqsOf = (queryClient: QueryClient) =>
  queryClient
    .getMutationCache()
    .findAll({ mutationKey: notificationKeys.update() })
    .map((m) => (m.state.context as ToggleContext | undefined)?.seq ?? 0);

/**
 * PUT /auth/profile/notification-preference with the one toggle: shown at once, put back alone if
 * the provider refuses (toggles made meanwhile keep theirs). The provider's answer replaces the
 * list only when no later toggle was made: answers can arrive out of order, and an older one would
 * undo a later toggle on screen. Once none is on its way, the list is asked for again.
 */
export const notificationToggleMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: notificationKeys.update(),
  mutationFn: ({ event, channel, enabled }: NotificationToggleVariables): Promise<NotificationToggleData> =>
    accountApi.updateNotificationPreferences({ [event]: { [channel]: enabled } }),
  onMutate: async (variables: NotificationToggleVariables): Promise<ToggleContext> => {
    const seq = Math.max(0, ...seqsOf(queryClient)) + 1;
    await queryClient.cancelQueries({ queryKey: notificationKeys.preferences() });
    queryClient.setQueryData<NotificationPreferencesQueryData>(notificationKeys.preferences(), (list) =>
      withToggle(list, variables),
    );
    return { seq };
  },
  onError: (_error: unknown, variables: NotificationToggleVariables) => {
    queryClient.setQueryData<NotificationPreferencesQueryData>(notificationKeys.preferences(), (list) =>
      withToggle(list, { ...variables, enabled: !variables.enabled }),
    );
  },
  onSuccess: (
    list: NotificationToggleData,
    _variables: NotificationToggleVariables,
    context: ToggleContext | undefined,
  ) => {
    if (seqsOf(queryClient).some((seq) => seq > (context?.seq ?? 0))) return;
    queryClient.setQueryData(notificationKeys.preferences(), list);
  },
  onSettled: async () => {
    // this toggle counts itself while its callbacks run
    if (queryClient.isMutating({ mutationKey: notificationKeys.update() }) > 1) return;
    await queryClient.invalidateQueries({ queryKey: notificationKeys.preferences() });
  },
});

export function useNotificationToggleMutation() {
  return useMutation(notificationToggleMutationOptions(useQueryClient()));
}
