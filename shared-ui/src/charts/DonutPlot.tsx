import { donutArcs } from './donutArcs';

export interface DonutPlotProps {
  slices: { label: string; value: number; color: string }[];
  size: number;
}

/** Gap around the ring, in pixels, and between two slices, in degrees. */
const PADDING_PX = 8;
const PAD_ANGLE_DEG = 1;
/** The hole, as a share of the whole size. */
const INNER_RADIUS_SHARE = 0.3;

/**
 * The ring of DonutChart: the slices in data order, clockwise from twelve o'clock, each an SVG path
 * (donutArcs). Plain SVG with no chart library, so a page with a donut carries none.
 */
export function DonutPlot({ slices, size }: DonutPlotProps) {
  const arcs = donutArcs(
    slices.map((s) => s.value),
    size * INNER_RADIUS_SHARE,
    size / 2 - PADDING_PX,
    (PAD_ANGLE_DEG * Math.PI) / 180,
  );
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
      <g transform={`translate(${size / 2} ${size / 2})`} fillRule="evenodd">
        {arcs.map(({ index, path }) => (
          <path key={index} d={path} fill={slices[index]?.color} data-label={slices[index]?.label} />
        ))}
      </g>
    </svg>
  );
}
