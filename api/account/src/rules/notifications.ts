/** The groups of events a customer may be told about, in the order the settings show them. */
export const NOTIFICATION_GROUPS = ['ticketing', 'financial', 'server', 'domain'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export interface NotificationEvent {
  key: string;
  group: NotificationGroup;
  /** what a new account gets */
  defaults: Record<NotificationChannel, boolean>;
}

/** Each event a customer may be told about by SMS and by e-mail, with what a new account gets. */
export const NOTIFICATION_EVENTS: readonly NotificationEvent[] = [
  { key: 'ticket_replied', group: 'ticketing', defaults: { sms: true, email: true } },
  { key: 'ticket_closed', group: 'ticketing', defaults: { sms: false, email: true } },
  { key: 'low_balance', group: 'financial', defaults: { sms: true, email: true } },
  { key: 'invoice_issued', group: 'financial', defaults: { sms: false, email: true } },
  { key: 'payment_received', group: 'financial', defaults: { sms: false, email: true } },
  { key: 'server_created', group: 'server', defaults: { sms: false, email: true } },
  { key: 'server_status_changed', group: 'server', defaults: { sms: true, email: true } },
  { key: 'server_deleted', group: 'server', defaults: { sms: false, email: true } },
  { key: 'domain_activated', group: 'domain', defaults: { sms: false, email: true } },
  { key: 'ssl_expiring', group: 'domain', defaults: { sms: false, email: true } },
  { key: 'ddos_under_attack', group: 'domain', defaults: { sms: true, email: true } },
];

export function isNotificationEvent(key: string): boolean {
  return NOTIFICATION_EVENTS.some((e) => e.key === key);
}

/** Each event with what a new account gets, as the provider lists preferences. */
export function defaultNotificationPreferences(): {
  event: string;
  group: NotificationGroup;
  sms: boolean;
  email: boolean;
}[] {
  return NOTIFICATION_EVENTS.map((e) => ({
    event: e.key,
    group: e.group,
    sms: e.defaults.sms,
    email: e.defaults.email,
  }));
}
