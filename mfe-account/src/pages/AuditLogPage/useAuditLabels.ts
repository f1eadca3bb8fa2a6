import { useIntl } from 'react-intl';
import { formatDate } from '@portal/shared-sdk';
import { type AuditEntry } from '@portal/api-account';
import { usePortalLocale } from '@portal/shared-ui';

/** The localized words of a log row: its action, its kind of resource, who did it, when. */
export function useAuditLabels() {
  const intl = useIntl();
  const { dateLocale } = usePortalLocale();
  const known = (id: string, fallback: string) =>
    intl.messages[id] !== undefined ? intl.formatMessage({ id }) : fallback;
  return {
    action: (e: AuditEntry) => known(`account.audit.action.${e.action}`, e.action),
    kind: (e: AuditEntry) => known(`account.audit.kind.${e.resource_kind}`, e.resource_kind),
    actor: (e: AuditEntry) => intl.formatMessage({ id: `account.audit.actor.${e.actor.kind}` }),
    date: (e: AuditEntry) => formatDate(e.created_at, dateLocale, { time: true }),
  };
}
