import {
  PROVIDER_SERVER_STATUSES,
  SERVER_CHANGE_LIMIT_MS,
  SERVER_OPERATIONS,
  SERVER_POLL_FAST_MS,
  SERVER_POLL_SLOW_MS,
  canPerform,
  displayStatus,
  isChangeTooLong,
  isServerBusy,
  optimisticState,
  serverPollInterval,
  type ServerOperation,
} from './serverStates';

const server = (status: string, over: { rescue?: boolean; task_state?: string | null } = {}) => ({
  status,
  rescue: false,
  task_state: null,
  ...over,
});

/** Every operation a state allows, read from canPerform. */
const allowed = (status: string, over = {}) =>
  SERVER_OPERATIONS.filter((op) => canPerform(server(status, over), op));

describe('canPerform', () => {
  it('lets a running server do everything but power on and leave rescue', () => {
    expect(allowed('ON')).toEqual([
      'power_off',
      'reboot',
      'restart',
      'rename',
      'rebuild_software',
      'rebuild_hardware',
      'reset_password',
      'get_password',
      'rescue',
      'autopilot',
      'vnc',
      'delete',
    ]);
  });

  it('lets a server that is off be powered on, renamed, rebuilt or deleted, but not rebooted or opened in the console', () => {
    expect(allowed('OFF')).toEqual([
      'power_on',
      'rename',
      'rebuild_software',
      'rebuild_hardware',
      'get_password',
      'autopilot',
      'delete',
    ]);
  });

  it.each(['BUILD', 'REBUILD', 'RELOAD', 'RESCUING', 'RESTARTING'])(
    'refuses everything while %s',
    (status) => {
      expect(allowed(status)).toEqual([]);
    },
  );

  it('lets a suspended server only be deleted', () => {
    expect(allowed('SUSPENDED')).toEqual(['delete']);
  });

  it('refuses everything while a power change is under way, though the state is still ON or OFF', () => {
    expect(allowed('ON', { task_state: 'power_off' })).toEqual([]);
    expect(allowed('OFF', { task_state: 'power_on' })).toEqual([]);
  });

  it('in rescue mode: leave rescue, but no second rescue, no rebuild and no password reset', () => {
    const ops = allowed('ON', { rescue: true });
    expect(ops).toContain('unrescue');
    for (const op of [
      'rescue',
      'rebuild_software',
      'rebuild_hardware',
      'reset_password',
    ] as ServerOperation[])
      expect(ops).not.toContain(op);
    expect(allowed('ON')).not.toContain('unrescue');
  });

  it('refuses every operation in an unknown state', () => {
    expect(allowed('DELETED')).toEqual([]);
  });
});

describe('isServerBusy', () => {
  it.each(PROVIDER_SERVER_STATUSES)('%s', (status) => {
    expect(isServerBusy(server(status))).toBe(!['ON', 'OFF', 'SUSPENDED'].includes(status));
  });

  it('is busy while a power change is pending', () => {
    expect(isServerBusy(server('OFF', { task_state: 'power_on' }))).toBe(true);
  });
});

describe('displayStatus', () => {
  it('shows the portal-only turning states while a power change is under way', () => {
    expect(displayStatus(server('OFF', { task_state: 'power_on' }))).toBe('FRONT_TURNING_ON');
    expect(displayStatus(server('ON', { task_state: 'power_off' }))).toBe('FRONT_TURNING_OFF');
  });

  it("shows the provider's state otherwise", () => {
    expect(displayStatus(server('RESTARTING', { task_state: 'reboot' }))).toBe('RESTARTING');
    expect(displayStatus(server('ON'))).toBe('ON');
  });
});

describe('optimisticState', () => {
  it.each([
    ['power_on', 'OFF', 'OFF', 'power_on'],
    ['power_off', 'ON', 'ON', 'power_off'],
    ['reboot', 'ON', 'RESTARTING', 'reboot'],
    ['restart', 'ON', 'RESTARTING', 'restart'],
    ['rebuild_software', 'OFF', 'RELOAD', 'rebuild_software'],
    ['rebuild_hardware', 'ON', 'REBUILD', 'rebuild_hardware'],
    ['rescue', 'ON', 'RESCUING', 'rescue'],
    ['unrescue', 'ON', 'RESCUING', 'unrescue'],
    ['rename', 'ON', 'ON', null],
  ] as const)('%s from %s shows %s at once', (op, from, status, task) => {
    expect(optimisticState(server(from), op)).toEqual({ status, task_state: task });
  });
});

describe('serverPollInterval', () => {
  it('asks fast while any server is changing, slowly otherwise', () => {
    expect(serverPollInterval([server('ON'), server('BUILD')])).toBe(SERVER_POLL_FAST_MS);
    expect(serverPollInterval([server('ON', { task_state: 'power_off' })])).toBe(SERVER_POLL_FAST_MS);
    expect(serverPollInterval([server('ON'), server('OFF')])).toBe(SERVER_POLL_SLOW_MS);
    expect(serverPollInterval(undefined)).toBe(SERVER_POLL_SLOW_MS);
    expect(SERVER_POLL_FAST_MS).toBeLessThan(SERVER_POLL_SLOW_MS);
  });
});

describe('isChangeTooLong', () => {
  it('is true only past the limit', () => {
    expect(isChangeTooLong(0, SERVER_CHANGE_LIMIT_MS)).toBe(false);
    expect(isChangeTooLong(0, SERVER_CHANGE_LIMIT_MS + 1)).toBe(true);
  });
});
