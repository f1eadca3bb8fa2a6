// What a cloud server may do in each state (docs/product.md "States: servers"). The provider
// (the sandbox) refuses an operation its server's state does not allow with "Your server cannot
// perform this operation in this state"; the portal disables the same buttons from the same table.

/** The states the provider reports. */
export const PROVIDER_SERVER_STATUSES = [
  'BUILD',
  'REBUILD',
  'RELOAD',
  'RESCUING',
  'RESTARTING',
  'ON',
  'OFF',
  'SUSPENDED',
] as const;
export type ProviderServerStatus = (typeof PROVIDER_SERVER_STATUSES)[number];

/** States in which a change is under way: the server takes no other operation until it ends. */
export const TRANSITIONAL_SERVER_STATUSES: readonly ProviderServerStatus[] = [
  'BUILD',
  'REBUILD',
  'RELOAD',
  'RESCUING',
  'RESTARTING',
];

/** What a customer can ask of a server. */
export const SERVER_OPERATIONS = [
  'power_on',
  'power_off',
  'reboot',
  'restart',
  'rename',
  'rebuild_software',
  'rebuild_hardware',
  'reset_password',
  'get_password',
  'rescue',
  'unrescue',
  'autopilot',
  'vnc',
  'delete',
] as const;
export type ServerOperation = (typeof SERVER_OPERATIONS)[number];

/** The provider's long-running changes, named by the task a server carries while one runs. */
export const SERVER_TASKS = [
  'build',
  'power_on',
  'power_off',
  'reboot',
  'restart',
  'rebuild_software',
  'rebuild_hardware',
  'rescue',
  'unrescue',
] as const;
export type ServerTask = (typeof SERVER_TASKS)[number];

/** The fields of a server these rules read. */
export interface ServerStateLike {
  status: string;
  /** the server runs its rescue system */
  rescue: boolean;
  /** the change under way, if any (a power change keeps ON or OFF until it is done) */
  task_state?: string | null;
}

const ON_OR_OFF: readonly ProviderServerStatus[] = ['ON', 'OFF'];

const ALLOWED_FROM: Readonly<Record<ServerOperation, readonly ProviderServerStatus[]>> = {
  power_on: ['OFF'],
  power_off: ['ON'],
  reboot: ['ON'],
  restart: ['ON'],
  rename: ON_OR_OFF,
  rebuild_software: ON_OR_OFF,
  rebuild_hardware: ON_OR_OFF,
  // the new password is set by the running guest
  reset_password: ['ON'],
  get_password: ON_OR_OFF,
  rescue: ['ON'],
  unrescue: ['ON'],
  autopilot: ON_OR_OFF,
  vnc: ['ON'],
  // a suspended server can still be given up
  delete: ['ON', 'OFF', 'SUSPENDED'],
};

/** Operations a server in rescue mode refuses: its own disk is not the running system. */
const NOT_IN_RESCUE: ReadonlySet<ServerOperation> = new Set([
  'rescue',
  'rebuild_software',
  'rebuild_hardware',
  'reset_password',
]);

export function isTransitionalStatus(status: string): boolean {
  return (TRANSITIONAL_SERVER_STATUSES as readonly string[]).includes(status);
}

/** A change is under way: a transitional state, or a power change not finished yet. */
export function isServerBusy(server: ServerStateLike): boolean {
  return isTransitionalStatus(server.status) || Boolean(server.task_state);
}

/** Whether the server's state allows the operation (the provider refuses it otherwise). */
export function canPerform(server: ServerStateLike, operation: ServerOperation): boolean {
  if (isServerBusy(server)) return false;
  if (!(ALLOWED_FROM[operation] as readonly string[]).includes(server.status)) return false;
  if (operation === 'unrescue') return server.rescue;
  if (server.rescue && NOT_IN_RESCUE.has(operation)) return false;
  return true;
}

/**
 * The status the portal shows: the provider's, except while a power change it asked for is under
 * way, when the portal's own FRONT_TURNING_ON / FRONT_TURNING_OFF say so.
 */
export function displayStatus(server: ServerStateLike): string {
  if (server.task_state === 'power_on') return 'FRONT_TURNING_ON';
  if (server.task_state === 'power_off') return 'FRONT_TURNING_OFF';
  return server.status;
}

/** Where each operation leaves the server at once, as the portal shows it before the provider confirms. */
export function optimisticState(
  server: ServerStateLike,
  operation: ServerOperation,
): Pick<ServerStateLike, 'status' | 'task_state'> {
  switch (operation) {
    case 'power_on':
    case 'power_off':
      return { status: server.status, task_state: operation };
    case 'reboot':
    case 'restart':
      return { status: 'RESTARTING', task_state: operation };
    case 'rebuild_software':
      return { status: 'RELOAD', task_state: operation };
    case 'rebuild_hardware':
      return { status: 'REBUILD', task_state: operation };
    case 'rescue':
    case 'unrescue':
      return { status: 'RESCUING', task_state: operation };
    default:
      return { status: server.status, task_state: server.task_state ?? null };
  }
}

/** How often the server list and a server page ask again: fast while a change is under way. */
export const SERVER_POLL_FAST_MS = 2000;
export const SERVER_POLL_SLOW_MS = 30_000;

/** The refetch interval for a set of servers (TanStack Query pauses it while the tab is hidden). */
export function serverPollInterval(servers: readonly ServerStateLike[] | undefined): number {
  return servers?.some(isServerBusy) ? SERVER_POLL_FAST_MS : SERVER_POLL_SLOW_MS;
}

/**
 * A change seen under way for longer than this shows "Technical problem: changing server status
 * took longer than usual" (the provider's changes take seconds; a build under a minute).
 */
export const SERVER_CHANGE_LIMIT_MS = 90_000;

export function isChangeTooLong(firstSeenMs: number, nowMs: number): boolean {
  return nowMs - firstSeenMs > SERVER_CHANGE_LIMIT_MS;
}
