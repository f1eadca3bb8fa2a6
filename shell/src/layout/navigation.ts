import type { DialogName } from '../remotes/dialogs';

/** What a menu entry does: go to a route, open a remote dialog, or log out. */
export type MenuAction = { to: string } | { dialog: DialogName } | { logout: true };

export interface MenuEntry {
  key: string;
  /** message id of the label */
  label: string;
  action: MenuAction;
}

export interface MenuGroup {
  key: string;
  label: string;
  entries: MenuEntry[];
}

// Header menus (SPEC §2 "Menus"). The area routes behind them belong to the remotes.
export const FINANCIAL_MENU: MenuGroup = {
  key: 'financial',
  label: 'shell.menu.financial',
  entries: [
    { key: 'increase-balance', label: 'shell.menu.increaseBalance', action: { dialog: 'AddBalance' } },
    {
      key: 'closed-payments',
      label: 'shell.menu.closedPayments',
      action: { to: '/financial/closed-payments' },
    },
    {
      key: 'current-invoice',
      label: 'shell.menu.currentInvoice',
      action: { to: '/financial/active-invoice' },
    },
    { key: 'transactions', label: 'shell.menu.transactions', action: { to: '/financial/payment-history' } },
  ],
};

export const SUPPORT_MENU: MenuGroup = {
  key: 'support',
  label: 'shell.menu.support',
  entries: [
    { key: 'support-plans', label: 'shell.menu.supportPlans', action: { to: '/support/plans' } },
    { key: 'send-ticket', label: 'shell.menu.sendTicket', action: { dialog: 'NewTicket' } },
    { key: 'my-tickets', label: 'shell.menu.myTickets', action: { to: '/support/tickets' } },
  ],
};

export const USER_MENU: MenuGroup = {
  key: 'user',
  label: 'shell.menu.user',
  entries: [
    { key: 'api-keys', label: 'shell.menu.apiKeys', action: { to: '/profile/api-keys' } },
    { key: 'change-password', label: 'shell.menu.changePassword', action: { to: '/profile/change-password' } },
    { key: 'edit-profile', label: 'shell.menu.editProfile', action: { to: '/profile/edit-profile' } },
    {
      key: 'message-settings',
      label: 'shell.menu.messageSettings',
      action: { to: '/profile/message-settings' },
    },
    { key: 'logout', label: 'shell.menu.logout', action: { logout: true } },
  ],
};

export interface NavItem {
  key: string;
  label: string;
  /** absent for entries the spec lists without behaviour (shown disabled, "coming soon") */
  to?: string;
  /** match only the exact path (the dashboard) */
  end?: boolean;
}

// Side navigation. Video on demand and live streaming are menu entries only (SPEC §1).
export const SIDE_NAV: NavItem[] = [
  { key: 'dashboard', label: 'shell.nav.dashboard', to: '/', end: true },
  { key: 'cdn', label: 'shell.nav.cdn', to: '/cdn' },
  { key: 'servers', label: 'shell.nav.servers', to: '/cloud/servers' },
  { key: 'ssh-keys', label: 'shell.nav.sshKeys', to: '/cloud/ssh-keys' },
  { key: 'firewall', label: 'shell.nav.firewall', to: '/cloud/firewall' },
  { key: 'snapshots', label: 'shell.nav.snapshots', to: '/cloud/snapshots' },
  { key: 'volumes', label: 'shell.nav.volumes', to: '/cloud/volumes' },
  { key: 'support', label: 'shell.nav.support', to: '/support/tickets' },
  { key: 'financial', label: 'shell.nav.financial', to: '/financial' },
  { key: 'profile', label: 'shell.nav.profile', to: '/profile' },
  { key: 'vod', label: 'shell.nav.vod' },
  { key: 'live', label: 'shell.nav.live' },
];
