import { arc, pie } from 'd3-shape';

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
 * The ring of DonutChart: d3-shape's `pie` lays the slices out in data order, clockwise from twelve
 * o'clock, and `arc` draws each as an SVG path. Loaded on demand with d3-shape.
 */
export function DonutPlot({ slices, size }: DonutPlotProps) {
  const outer = size / 2 - PADDING_PX;
  const inner = size * INNER_RADIUS_SHARE;
  const layout = pie<DonutPlotProps['slices'][number]>()
    .value((slice) => slice.value)
    .sort(null)
    .padAngle((PAD_ANGLE_DEG * Math.PI) / 180)(slices);
  const draw = arc<(typeof layout)[number]>().innerRadius(inner).outerRadius(outer);
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
      <g transform={`translate(${size / 2} ${size / 2})`}>
        {layout.map((slice) => (
          <path key={slice.index} d={draw(slice) ?? undefined} fill={slice.data.color} data-label={slice.data.label} />
        ))}
      </g>
    </svg>
  );
}
