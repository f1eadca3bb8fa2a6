import { isSnapshotName } from '../validators/names';
import { problem, type RuleProblem } from './ruleProblem';
import { isServerSettled } from './serverStates';

export const SNAPSHOT_NAME_MAX = 64;

export type SnapshotRuleCode =
  'nameRequired' | 'nameInvalid' | 'nameExists' | 'serverRequired' | 'serverState' | 'diskTooSmall';

/** Snapshot names: 1–64 English letters, digits, dash and period. */
export function validateSnapshotName(value: string | null | undefined): RuleProblem<SnapshotRuleCode> | null {
  const name = (value ?? '').trim();
  if (name === '') return problem('nameRequired');
  return name.length <= SNAPSHOT_NAME_MAX && isSnapshotName(name)
    ? null
    : problem('nameInvalid', { max: SNAPSHOT_NAME_MAX });
}

/** Taking a snapshot needs a settled server (on or off). */
export function snapshotTakeProblem(server: { status: string }): RuleProblem<SnapshotRuleCode> | null {
  return isServerSettled(server.status) ? null : problem('serverState');
}

/**
 * A snapshot is restored only onto a disk at least as large as the disk it was taken from, of a
 * settled server; the refusal names both sizes. Null when it may be restored there.
 */
export function snapshotRestoreProblem(
  snapshot: { disk_size: number },
  server: { name: string; disk: number; status: string },
): RuleProblem<SnapshotRuleCode> | null {
  if (server.disk < snapshot.disk_size)
    return problem('diskTooSmall', { size: snapshot.disk_size, server: server.name, disk: server.disk });
  return isServerSettled(server.status) ? null : problem('serverState');
}
