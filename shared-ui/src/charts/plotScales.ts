/**
 * Ticks from zero to at least `max` at a round step (1, 2 or 5 × a power of ten), about `count` of
 * them: [0, 20, 40, 60] for a maximum of 55. A maximum of zero gives [0, 1].
 */
export function niceTicks(max: number, count: number): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let value = 0; value < max + step; value += step) {
    ticks.push(Number(value.toPrecision(12)));
    if (value >= max) break;
  }
  return ticks;
}

/** `count` instants spread evenly from `t0` to `t1`, both included; one when they are equal. */
export function timeTicks(t0: number, t1: number, count: number): number[] {
  if (t1 <= t0 || count < 2) return [t0];
  return Array.from({ length: count }, (_, i) => t0 + ((t1 - t0) * i) / (count - 1));
}

/** The index of the value in `sorted` (ascending) nearest to `at`; null for an empty list. */
export function nearestIndex(sorted: number[], at: number): number | null {
  if (sorted.length === 0) return null;
  let best = 0;
  for (let i = 1; i < sorted.length; i += 1) {
    if (Math.abs((sorted[i] as number) - at) < Math.abs((sorted[best] as number) - at)) best = i;
  }
  return best;
}
