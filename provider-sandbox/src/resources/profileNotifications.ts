import { defaultNotificationPreferences, isNotificationEvent } from '@portal/api-account/rules';
import { recordAudit } from '../audit/recordAudit';
import type { AuthedCall, Resource } from '../http/router';
import { profileFail, profileReply } from './profileMessages';

function preferencesOf(call: AuthedCall) {
  const rows = call.ctx.db
    .prepare<[number], { event: string; sms: number; email: number }>(
      'SELECT event, sms, email FROM notification_preferences WHERE user_id = ?',
    )
    .all(call.user.id);
  const saved = new Map(rows.map((r) => [r.event, r]));
  return defaultNotificationPreferences().map((p) => {
    const row = saved.get(p.event);
    return row ? { ...p, sms: row.sms === 1, email: row.email === 1 } : p;
  });
}

/** Per event, whether the account is told by SMS and by e-mail; a change names only what changes. */
export const profileNotificationsResource: Resource = (routes, ctx) => {
  routes.get('/auth/profile/notification-preference', preferencesOf);

  routes.put('/auth/profile/notification-preference', (call) => {
    const changes = (call.body.preferences ?? {}) as Record<string, { sms?: boolean; email?: boolean }>;
    const unknown = Object.keys(changes).find((event) => !isNotificationEvent(event));
    if (unknown)
      throw profileFail(call, 422, 'notificationUnknown', {
        [`preferences.${unknown}`]: 'notificationUnknown',
      });
    const current = new Map(preferencesOf(call).map((p) => [p.event, p]));
    const save = ctx.db.prepare(
      `INSERT INTO notification_preferences (user_id, event, sms, email) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, event) DO UPDATE SET sms = excluded.sms, email = excluded.email`,
    );
    ctx.db.transaction(() => {
      for (const [event, change] of Object.entries(changes)) {
        const before = current.get(event);
        if (!before) continue;
        save.run(
          call.user.id,
          event,
          (change.sms ?? before.sms) ? 1 : 0,
          (change.email ?? before.email) ? 1 : 0,
        );
      }
    })();
    if (Object.keys(changes).length > 0) {
      recordAudit(call, {
        action: 'notifications.update',
        resourceKind: 'notification',
        resourceName: Object.keys(changes).join(', '),
      });
    }
    return profileReply(call, preferencesOf(call), 'settingsApplied');
  });
};
