export type TimeUnit = 'second' | 'minute' | 'hour';

export interface TimeUnitValue {
  value: number;
  unit: TimeUnit;
}

const MINUTE = 60; // seconds
const HOUR = 3600; // seconds

/** Up to two decimals, so 90 s reads 1.5 minutes and 5400 s 1.5 hours. */
const round2 = (n: number): number => Math.round(n * 100) / 100;

/** A duration for display: under 60 → seconds, under 3600 → minutes, otherwise hours. */
export function formatTimeUnit(seconds: number): TimeUnitValue {
  if (seconds < MINUTE) return { value: seconds, unit: 'second' };
  if (seconds < HOUR) return { value: round2(seconds / MINUTE), unit: 'minute' };
  return { value: round2(seconds / HOUR), unit: 'hour' };
}
