/** Query and mutation keys of the notification preferences. */
export const notificationKeys = {
  all: ['notifications'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  update: () => [...notificationKeys.all, 'update'] as const,
};
