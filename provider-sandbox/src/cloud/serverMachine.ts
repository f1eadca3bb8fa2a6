import type { Database } from 'better-sqlite3';
import type { ServerTask } from '@portal/shared-sdk/rules';
import type { CloudServerMessageKey } from '../resources/cloudServerMessages';
import { completePendingLogs, logServerAction } from './serverLog';

/**
 * The server state machine. A change runs for a few seconds of the sandbox clock (`ctx.now()`):
 * the server shows its transitional state (or, for a power change, keeps ON or OFF with the
 * change in `task_state`) until the change is due, then takes its target state. Changes are
 * settled whenever a cloud call reads the user's servers, so a test moves the clock instead of
 * waiting, and `npm start` shows real seconds.
 */
export const TASK_SECONDS: Readonly<Record<ServerTask, number>> = {
  build: 12,
  power_on: 4,
  power_off: 4,
  reboot: 6,
  restart: 6,
  rebuild_software: 10,
  rebuild_hardware: 8,
  rescue: 6,
  unrescue: 6,
};

/** The state a change shows while it runs and the state it ends in, from the server's current state. */
export function taskPlan(task: ServerTask, status: string): { during: string; target: string } {
  switch (task) {
    case 'build':
      return { during: 'BUILD', target: 'ON' };
    case 'power_on':
      return { during: status, target: 'ON' };
    case 'power_off':
      return { during: status, target: 'OFF' };
    case 'reboot':
    case 'restart':
      return { during: 'RESTARTING', target: 'ON' };
    case 'rebuild_software':
      return { during: 'RELOAD', target: status };
    case 'rebuild_hardware':
      return { during: 'REBUILD', target: status };
    case 'rescue':
    case 'unrescue':
      return { during: 'RESCUING', target: 'ON' };
  }
}

const LOG_KEYS: Readonly<Record<ServerTask, CloudServerMessageKey>> = {
  build: 'logBuilt',
  power_on: 'logPowerOn',
  power_off: 'logPowerOff',
  reboot: 'logReboot',
  restart: 'logRestart',
  rebuild_software: 'logRebuildSoftware',
  rebuild_hardware: 'logRebuildHardware',
  rescue: 'logRescue',
  unrescue: 'logUnrescue',
};

/** Starts a change: the server takes its transitional state now and its target when the change is due. */
export function startTask(
  db: Database,
  server: { id: number; status: string },
  task: ServerTask,
  now: number,
  logParams: Record<string, string | number> = {},
): void {
  const plan = taskPlan(task, server.status);
  db.prepare(
    'UPDATE servers SET status = ?, task_state = ?, task_started_at = ?, task_ends_at = ?, task_target = ? WHERE id = ?',
  ).run(plan.during, task, now, now + TASK_SECONDS[task], plan.target, server.id);
  logServerAction(db, server.id, task, 'pending', LOG_KEYS[task], logParams, now);
}

/** What the usage figures read once a server runs again: a little CPU, some RAM, the image's share of the disk. */
function idleUsage(osMinDisk: number, disk: number) {
  return {
    used_cpu: 3,
    used_ram: 18,
    used_disk: Math.min(100, Math.round(((osMinDisk * 0.6) / Math.max(1, disk)) * 100)),
  };
}

/** Finishes the user's changes that are due by `now`: each server takes its target state and its pending log lines are done. */
export function settleTasks(db: Database, userId: number, now: number): void {
  const due = db
    .prepare<
      [number, number],
      { id: number; task_state: ServerTask; task_target: string; disk: number; min_disk: number }
    >(
      `SELECT s.id, s.task_state, s.task_target, s.disk, os.min_disk FROM servers s JOIN os_images os ON os.id = s.os_id
        WHERE s.user_id = ? AND s.task_state IS NOT NULL AND s.task_ends_at <= ?`,
    )
    .all(userId, now);
  for (const s of due) {
    const running = s.task_target === 'ON';
    const usage = running ? idleUsage(s.min_disk, s.disk) : { used_cpu: 0, used_ram: 0, used_disk: null };
    db.prepare(
      `UPDATE servers SET status = ?, task_state = NULL, task_started_at = NULL, task_ends_at = NULL, task_target = NULL,
              used_cpu = ?, used_ram = ?, used_disk = COALESCE(?, used_disk) WHERE id = ?`,
    ).run(s.task_target, usage.used_cpu, usage.used_ram, usage.used_disk, s.id);
    completePendingLogs(db, s.id);
  }
}

/** Changes that take a running server's screen away as they start: the console closes. */
export const STOPS_SCREEN: ReadonlySet<ServerTask> = new Set([
  'power_off',
  'reboot',
  'restart',
  'rebuild_software',
  'rebuild_hardware',
  'rescue',
  'unrescue',
]);

/** The user's trial servers whose day is over (they are deleted). */
export function expiredTrials(db: Database, userId: number, now: number): number[] {
  return db
    .prepare<[number, number], { id: number }>(
      'SELECT id FROM servers WHERE user_id = ? AND is_test = 1 AND expires_at IS NOT NULL AND expires_at <= ?',
    )
    .all(userId, now)
    .map((r) => r.id);
}
