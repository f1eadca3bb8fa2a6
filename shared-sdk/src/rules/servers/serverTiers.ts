import { toLatinDigits } from '../digits';

/** The sizes a server comes in (docs/product.md "Screens: cloud"); custom takes its own numbers. */
export type ServerTierName = 'economic' | 'commercial' | 'professional' | 'extreme' | 'custom';

export interface ServerSize {
  /** cores */
  cpu: number;
  /** GB */
  ram: number;
  /** GB */
  disk: number;
}

export const SERVER_TIER_SIZES: Readonly<Record<Exclude<ServerTierName, 'custom'>, ServerSize>> = {
  economic: { cpu: 1, ram: 1, disk: 25 },
  commercial: { cpu: 2, ram: 4, disk: 80 },
  professional: { cpu: 4, ram: 8, disk: 160 },
  extreme: { cpu: 8, ram: 16, disk: 320 },
};

/** What a custom server may take: cores, GB of RAM, GB of disk. */
export const CUSTOM_SERVER_BOUNDS: Readonly<Record<keyof ServerSize, { min: number; max: number }>> = {
  cpu: { min: 1, max: 32 },
  ram: { min: 1, max: 128 },
  disk: { min: 25, max: 2000 },
};

/** Disk families a data center may offer. */
export const SERVER_DISK_TYPES = ['ssd', 'nvme', 'sas'] as const;
export type ServerDiskType = (typeof SERVER_DISK_TYPES)[number];

export interface ServerSizeInput {
  tier: string;
  cpu?: number | string | null;
  ram?: number | string | null;
  disk?: number | string | null;
}

export type ServerSizeError =
  | { kind: 'tier' }
  | { kind: 'required' }
  | { kind: 'whole' }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'osDisk'; min: number };

export type ServerSizeErrors = Partial<Record<'tier' | keyof ServerSize, ServerSizeError>>;

function readWhole(value: number | string | null | undefined): number | null | 'bad' {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const text = toLatinDigits(String(value)).trim();
  return /^\d+$/.test(text) ? Number(text) : 'bad';
}

/** The size a choice stands for: a tier's, or the custom numbers; null when they are not whole numbers. */
export function serverSizeOf(input: ServerSizeInput): ServerSize | null {
  if (input.tier in SERVER_TIER_SIZES) return SERVER_TIER_SIZES[input.tier as keyof typeof SERVER_TIER_SIZES];
  if (input.tier !== 'custom') return null;
  const cpu = readWhole(input.cpu);
  const ram = readWhole(input.ram);
  const disk = readWhole(input.disk);
  if (typeof cpu !== 'number' || typeof ram !== 'number' || typeof disk !== 'number') return null;
  return { cpu, ram, disk };
}

/**
 * Checks a tier or custom size: custom numbers are whole and within CUSTOM_SERVER_BOUNDS, and the
 * disk holds the chosen OS image (`osMinDisk`, GB). Empty when it is fine.
 */
export function validateServerSize(input: ServerSizeInput, osMinDisk = 0): ServerSizeErrors {
  const errors: ServerSizeErrors = {};
  if (input.tier !== 'custom' && !(input.tier in SERVER_TIER_SIZES)) return { tier: { kind: 'tier' } };
  if (input.tier === 'custom') {
    for (const key of ['cpu', 'ram', 'disk'] as const) {
      const value = readWhole(input[key]);
      const { min, max } = CUSTOM_SERVER_BOUNDS[key];
      if (value === null) errors[key] = { kind: 'required' };
      else if (value === 'bad') errors[key] = { kind: 'whole' };
      else if (value < min || value > max) errors[key] = { kind: 'range', min, max };
    }
  }
  const size = serverSizeOf(input);
  if (size && !errors.disk && size.disk < osMinDisk)
    errors[input.tier === 'custom' ? 'disk' : 'tier'] = { kind: 'osDisk', min: osMinDisk };
  return errors;
}

/**
 * A hardware rebuild moves to another size: a valid one, not the current one, never with a smaller
 * disk (a disk is not shrunk). Null when it is allowed.
 */
export function hardwareChangeProblem(
  current: ServerSize,
  next: ServerSizeInput,
  osMinDisk = 0,
): ServerSizeErrors | null {
  const errors = validateServerSize(next, osMinDisk);
  if (Object.keys(errors).length > 0) return errors;
  const size = serverSizeOf(next) as ServerSize;
  if (size.disk < current.disk)
    return { disk: { kind: 'range', min: current.disk, max: CUSTOM_SERVER_BOUNDS.disk.max } };
  if (size.cpu === current.cpu && size.ram === current.ram && size.disk === current.disk)
    return { tier: { kind: 'tier' } };
  return null;
}
