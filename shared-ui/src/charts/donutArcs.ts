/** A slice of the ring as an SVG path centred on (0, 0). */
export interface DonutArc {
  index: number;
  path: string;
}

const TURN = 2 * Math.PI;
const round = (n: number) => Math.round(n * 100) / 100;
/** A point at `radius` and `angle` radians clockwise from twelve o'clock (SVG's y runs down). */
const at = (radius: number, angle: number) =>
  `${round(radius * Math.sin(angle))} ${round(-radius * Math.cos(angle))}`;

/**
 * The ring of a donut: one path per value, in data order, clockwise from twelve o'clock, each slice's
 * angle its share of the total, `padAngle` radians left between two slices. A value alone fills the
 * whole ring (two half circles each way, filled even-odd); zero and negative values get no slice.
 */
export function donutArcs(
  values: readonly number[],
  inner: number,
  outer: number,
  padAngle: number,
): DonutArc[] {
  const drawn = values.map((value, index) => ({ value, index })).filter((v) => v.value > 0);
  const total = drawn.reduce((sum, v) => sum + v.value, 0);
  if (drawn.length === 1) {
    const { index } = drawn[0] as { index: number };
    const ring = (r: number, sweep: 0 | 1) =>
      `M${at(r, 0)}A${r} ${r} 0 1 ${sweep} ${at(r, Math.PI)}A${r} ${r} 0 1 ${sweep} ${at(r, 0)}`;
    return [{ index, path: `${ring(outer, 1)}${ring(inner, 0)}Z` }];
  }
  let start = 0;
  return drawn.map(({ value, index }) => {
    const end = start + (value / total) * TURN;
    // the gap is taken from both ends of a slice, unless the slice is narrower than the gap
    const pad = end - start > padAngle ? padAngle / 2 : 0;
    const [a0, a1] = [start + pad, end - pad];
    const large = a1 - a0 > Math.PI ? 1 : 0;
    start = end;
    return {
      index,
      path: `M${at(outer, a0)}A${outer} ${outer} 0 ${large} 1 ${at(outer, a1)}L${at(inner, a1)}A${inner} ${inner} 0 ${large} 0 ${at(inner, a0)}Z`,
    };
  });
}
