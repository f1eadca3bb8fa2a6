import type { RemoteName } from '@portal/release';

/** The dialogs remotes expose for the shell's menus and the dashboard (SPEC §2 "Dialogs"). */
export const DIALOGS = {
  AddBalance: { remote: 'billing', module: './dialogs/AddBalance' },
  NewTicket: { remote: 'support', module: './dialogs/NewTicket' },
  AddDomain: { remote: 'cdn', module: './dialogs/AddDomain' },
} as const satisfies Record<string, { remote: RemoteName; module: string }>;

export type DialogName = keyof typeof DIALOGS;

export function isDialogName(value: unknown): value is DialogName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(DIALOGS, value);
}
