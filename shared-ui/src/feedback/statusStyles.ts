export type StatusKind = 'domain' | 'server' | 'ticket';

export interface StatusStyle {
  /** message id of the label */
  messageId: string;
  /** Chakra colour palette of the badge */
  palette: 'green' | 'orange' | 'red' | 'gray' | 'blue' | 'purple';
}

// Keys are lower case; the provider sends 'admin-suspend', 'ON', 'FRONT_TURNING_ON', 'ANSWERED'...
const STATUSES: Record<StatusKind, Record<string, StatusStyle>> = {
  domain: {
    active: { messageId: 'ui.status.domain.active', palette: 'green' },
    pending: { messageId: 'ui.status.domain.pending', palette: 'orange' },
    suspend: { messageId: 'ui.status.domain.suspend', palette: 'red' },
    'admin-suspend': { messageId: 'ui.status.domain.adminSuspend', palette: 'red' },
  },
  server: {
    on: { messageId: 'ui.status.server.on', palette: 'green' },
    off: { messageId: 'ui.status.server.off', palette: 'gray' },
    build: { messageId: 'ui.status.server.build', palette: 'blue' },
    rebuild: { messageId: 'ui.status.server.rebuild', palette: 'blue' },
    reload: { messageId: 'ui.status.server.reload', palette: 'blue' },
    rescuing: { messageId: 'ui.status.server.rescuing', palette: 'purple' },
    restarting: { messageId: 'ui.status.server.restarting', palette: 'orange' },
    suspended: { messageId: 'ui.status.server.suspended', palette: 'red' },
    front_turning_on: { messageId: 'ui.status.server.turningOn', palette: 'orange' },
    front_turning_off: { messageId: 'ui.status.server.turningOff', palette: 'orange' },
  },
  ticket: {
    open: { messageId: 'ui.status.ticket.open', palette: 'blue' },
    closed: { messageId: 'ui.status.ticket.closed', palette: 'gray' },
    answered: { messageId: 'ui.status.ticket.answered', palette: 'green' },
    pending: { messageId: 'ui.status.ticket.pending', palette: 'orange' },
  },
};

/** Label and colour of a provider status; unknown statuses get a grey "Unknown". */
export function statusStyle(kind: StatusKind, status: string): StatusStyle {
  return STATUSES[kind][status.trim().toLowerCase()] ?? { messageId: 'ui.status.unknown', palette: 'gray' };
}
