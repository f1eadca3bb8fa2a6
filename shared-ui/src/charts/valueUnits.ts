import { formatTimeUnit } from '@portal/shared-sdk';

/** What a time series measures, which decides how its values scale on the axis and in the tooltip. */
export type ValueUnit = 'count' | 'percent' | 'bytes' | 'bytesPerSecond' | 'bitsPerSecond' | 'seconds';

/** One unit for a whole axis: values are divided by `divisor` and named by `ui.chart.unit.<id>`. */
export interface ScaledUnit {
  divisor: number;
  id: string;
}

/**
 * The steps of each scaling unit: bytes by 1024 (KB, MB…), bits per second and counts by 1000 (as
 * network speeds and request counts are told), each step named by its message id.
 */
const STEPS: Record<
  'count' | 'bytes' | 'bytesPerSecond' | 'bitsPerSecond',
  { base: number; ids: readonly string[] }
> = {
  count: { base: 1000, ids: ['one', 'thousand', 'million', 'billion'] },
  bytes: { base: 1024, ids: ['B', 'KB', 'MB', 'GB', 'TB'] },
  bytesPerSecond: { base: 1024, ids: ['Bps', 'KBps', 'MBps', 'GBps', 'TBps'] },
  bitsPerSecond: { base: 1000, ids: ['bps', 'Kbps', 'Mbps', 'Gbps', 'Tbps'] },
};

const SECONDS_IN: Record<string, number> = { second: 1, minute: 60, hour: 3600 };

/**
 * The unit an axis whose largest value is `max` is shown in: the largest step `max` reaches (2.5 GB
 * of bytes reads 2.5 GB, not 2,684,354,560 bytes), durations as the portal tells them everywhere
 * (under a minute in seconds, under an hour in minutes, else hours), percentages as they are.
 */
export function scaledUnit(max: number, unit: ValueUnit): ScaledUnit {
  if (unit === 'percent') return { divisor: 1, id: 'percent' };
  if (unit === 'seconds') {
    const { unit: timeUnit } = formatTimeUnit(Math.abs(max));
    return { divisor: SECONDS_IN[timeUnit] ?? 1, id: timeUnit };
  }
  const { base, ids } = STEPS[unit];
  let step = 0;
  while (step < ids.length - 1 && Math.abs(max) >= base ** (step + 1)) step += 1;
  return { divisor: base ** step, id: ids[step] as string };
}

const LATIN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A scaled value with Latin digits, thousands separators and at most two decimals (1,234.57). */
export function formatScaled(value: number, unit: ScaledUnit): string {
  return LATIN.format(value / unit.divisor);
}
