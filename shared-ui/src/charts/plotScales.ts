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
