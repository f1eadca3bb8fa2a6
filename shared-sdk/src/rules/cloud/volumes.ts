import { toLatinDigits } from '../digits';
import { isBlank, problem, type RuleProblem, type RuleProblems } from './ruleProblem';
import { isServerSettled } from './serverStates';

/** A volume holds 10 GB to 2000 GB, in whole GB. */
export const VOLUME_MIN_GB = 10;
export const VOLUME_MAX_GB = 2000;
export const VOLUME_NAME_MAX = 64;

export type VolumeRuleCode =
  | 'nameRequired'
  | 'nameInvalid'
  | 'sizeRequired'
  | 'sizeRange'
  | 'sizeNotLarger'
  | 'datacenterRequired'
  | 'otherDatacenter'
  | 'alreadyAttached'
  | 'notAttached'
  | 'inUse'
  | 'serverState';

/** Volume names: 1–64 English letters, digits, dash, underscore or period. */
export function validateVolumeName(value: string | null | undefined): RuleProblem<VolumeRuleCode> | null {
  const name = (value ?? '').trim();
  if (name === '') return problem('nameRequired');
  return name.length <= VOLUME_NAME_MAX && /^[A-Za-z0-9._-]+$/.test(name)
    ? null
    : problem('nameInvalid', { max: VOLUME_NAME_MAX });
}

/** A size in whole GB from 10 to 2000 (Persian digits accepted), or its problem. */
export function validateVolumeSize(
  value: number | string | null | undefined,
): RuleProblem<VolumeRuleCode> | null {
  if (isBlank(value)) return problem('sizeRequired');
  const size = Number(toLatinDigits(String(value)).trim());
  return Number.isInteger(size) && size >= VOLUME_MIN_GB && size <= VOLUME_MAX_GB
    ? null
    : problem('sizeRange', { min: VOLUME_MIN_GB, max: VOLUME_MAX_GB });
}

export interface VolumeInput {
  name?: string | null;
  size?: number | string | null;
  datacenter_id?: number | string | null;
}

/** A new volume: a name, a size, a data center. An empty object means it may be made. */
export function validateVolume(input: VolumeInput): RuleProblems<VolumeRuleCode> {
  const problems: RuleProblems<VolumeRuleCode> = {};
  const name = validateVolumeName(input.name);
  if (name) problems.name = name;
  const size = validateVolumeSize(input.size);
  if (size) problems.size = size;
  if (isBlank(input.datacenter_id)) problems.datacenter_id = problem('datacenterRequired');
  return problems;
}

/** A volume only grows: the new size is larger than the current one and within the bounds. */
export function validateVolumeGrowth(
  current: number,
  next: number | string | null | undefined,
): RuleProblem<VolumeRuleCode> | null {
  const size = validateVolumeSize(next);
  if (size) return size;
  return Number(toLatinDigits(String(next))) > current ? null : problem('sizeNotLarger', { size: current });
}

export interface VolumePlace {
  datacenter_id: number;
  /** the server it is attached to, if any */
  server?: { id: number; name: string } | null;
}

export interface AttachTarget {
  datacenter_id: number;
  status: string;
}

/**
 * Attaching a volume to a server: the volume is free, the server is in the same data center and
 * settled (on or off). Null when it may be attached.
 */
export function volumeAttachProblem(
  volume: VolumePlace,
  server: AttachTarget,
): RuleProblem<VolumeRuleCode> | null {
  if (volume.server) return problem('alreadyAttached', { server: volume.server.name });
  if (volume.datacenter_id !== server.datacenter_id) return problem('otherDatacenter');
  return isServerSettled(server.status) ? null : problem('serverState');
}

/** Detaching needs an attached volume whose server is settled. */
export function volumeDetachProblem(
  volume: VolumePlace,
  serverStatus?: string,
): RuleProblem<VolumeRuleCode> | null {
  if (!volume.server) return problem('notAttached');
  return serverStatus === undefined || isServerSettled(serverStatus) ? null : problem('serverState');
}

/** An attached volume is detached before it is deleted. */
export function volumeDeleteProblem(volume: VolumePlace): RuleProblem<VolumeRuleCode> | null {
  return volume.server ? problem('inUse', { server: volume.server.name }) : null;
}
