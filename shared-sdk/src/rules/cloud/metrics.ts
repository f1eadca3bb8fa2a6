/** The charts a server's monitoring page draws. */
export const METRIC_TYPES = ['cpu', 'ram', 'disk', 'network'] as const;
export type MetricType = (typeof METRIC_TYPES)[number];

/** The periods a chart covers, with the distance between its points (seconds). */
export const METRIC_PERIODS = {
  '1h': { seconds: 3600, step: 60 },
  '24h': { seconds: 86_400, step: 900 },
  '7d': { seconds: 604_800, step: 3600 },
  '30d': { seconds: 2_592_000, step: 14_400 },
} as const;
export type MetricPeriod = keyof typeof METRIC_PERIODS;
export const METRIC_PERIOD_NAMES = Object.keys(METRIC_PERIODS) as MetricPeriod[];
export const DEFAULT_METRIC_PERIOD: MetricPeriod = '24h';

export const isMetricPeriod = (value: unknown): value is MetricPeriod =>
  typeof value === 'string' && value in METRIC_PERIODS;

/** The instants of a period's points, oldest first, on whole steps up to `now` (unix seconds). */
export function metricInstants(period: MetricPeriod, now: number): number[] {
  const { seconds, step } = METRIC_PERIODS[period];
  const last = Math.floor(now / step) * step;
  const count = seconds / step;
  return Array.from({ length: count + 1 }, (_, i) => last - (count - i) * step);
}

export const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
export type ByteUnit = (typeof BYTE_UNITS)[number];

/**
 * The unit a set of byte figures reads best in (1 KB = 1024 B): the largest in which the biggest
 * figure is at least 1. A chart uses one unit for all its ticks, so it scales by its maximum.
 */
export function byteUnitFor(max: number): { unit: ByteUnit; divisor: number } {
  let index = 0;
  while (index < BYTE_UNITS.length - 1 && max >= 1024 ** (index + 1)) index += 1;
  return { unit: BYTE_UNITS[index] as ByteUnit, divisor: 1024 ** index };
}

/** A byte figure in its own unit, with up to two decimals: 1536 → 1.5 KB. */
export function scaleBytes(bytes: number): { value: number; unit: ByteUnit } {
  const { unit, divisor } = byteUnitFor(Math.abs(bytes));
  return { value: Math.round((bytes / divisor) * 100) / 100, unit };
}
