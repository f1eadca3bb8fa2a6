import { useState, type PointerEvent } from 'react';
import { line } from 'd3-shape';
import { niceTicks, nearestIndex, timeTicks } from './plotScales';

export interface TimeSeriesPlotProps {
  series: { key: string; color: string; points: { t: number; value: number }[] }[];
  formatTime: (t: number) => string;
  formatValue: (value: number) => string;
  valueAxis: 'left' | 'right';
  height: number;
}

const WIDTH = 640;
const X_TICKS = 6;
const Y_TICKS = 5;
const AXIS_PX = 56;
const EDGE_PX = 16;
const BOTTOM_PX = 40;
const TICK_FONT_PX = 11;
const AXIS_COLOR = '#94a3b8';
const GRID_COLOR = '#e2e8f0';
const TIP_WIDTH_PX = 132;

/**
 * The SVG of TimeSeriesChart, loaded on demand: time runs left to right, values from zero up, one
 * d3-shape line per series. Pointing at the plot shows the time and each series' value nearest
 * to the pointer.
 */
export function TimeSeriesPlot({ series, formatTime, formatValue, valueAxis, height }: TimeSeriesPlotProps) {
  const [hover, setHover] = useState<number | null>(null);
  const left = valueAxis === 'left' ? AXIS_PX : EDGE_PX;
  const right = WIDTH - (valueAxis === 'right' ? AXIS_PX : EDGE_PX);
  const top = EDGE_PX;
  const bottom = height - BOTTOM_PX;

  const times = series.flatMap((s) => s.points.map((p) => p.t));
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const yTicks = niceTicks(Math.max(0, ...series.flatMap((s) => s.points.map((p) => p.value))), Y_TICKS);
  const yMax = yTicks[yTicks.length - 1] ?? 1;
  const x = (t: number) => (t1 === t0 ? (left + right) / 2 : left + ((t - t0) / (t1 - t0)) * (right - left));
  const y = (value: number) => bottom - (value / yMax) * (bottom - top);
  const path = line<{ t: number; value: number }>()
    .x((p) => x(p.t))
    .y((p) => y(p.value));

  const reference = series[0]?.points ?? [];
  const tipAt = hover === null ? null : reference[hover];
  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const at = t0 + ((event.clientX - box.left) / Math.max(1, box.width)) * (t1 - t0);
    setHover(nearestIndex(reference.map((p) => p.t), at));
  };

  const axisX = valueAxis === 'left' ? left : right;
  const labelX = valueAxis === 'left' ? left - 6 : right + 6;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" height={height} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <g fontSize={TICK_FONT_PX} fill="currentColor">
        {yTicks.map((value) => (
          <g key={`y${value}`}>
            <line x1={left} x2={right} y1={y(value)} y2={y(value)} stroke={GRID_COLOR} />
            <text x={labelX} y={y(value)} dy="0.32em" textAnchor={valueAxis === 'left' ? 'end' : 'start'}>
              {formatValue(value)}
            </text>
          </g>
        ))}
        <line x1={axisX} x2={axisX} y1={top} y2={bottom} stroke={AXIS_COLOR} />
        <line x1={left} x2={right} y1={bottom} y2={bottom} stroke={AXIS_COLOR} />
        {timeTicks(t0, t1, X_TICKS).map((t) => (
          <text key={`x${t}`} x={x(t)} y={bottom + 18} textAnchor="middle">
            {formatTime(t)}
          </text>
        ))}
      </g>
      {series.map((s) => (
        <path key={s.key} d={path(s.points) ?? undefined} fill="none" stroke={s.color} strokeWidth={2} />
      ))}
      {tipAt && (
        <g pointerEvents="none" fontSize={TICK_FONT_PX}>
          <line x1={x(tipAt.t)} x2={x(tipAt.t)} y1={top} y2={bottom} stroke={AXIS_COLOR} strokeDasharray="3 3" />
          <g transform={`translate(${Math.min(x(tipAt.t) + 8, right - TIP_WIDTH_PX)} ${top})`}>
            <rect width={TIP_WIDTH_PX} height={20 + series.length * 16} rx={4} fill="white" stroke={GRID_COLOR} />
            <text x={8} y={15} fill="currentColor">
              {formatTime(tipAt.t)}
            </text>
            {series.map((s, i) => (
              <text key={s.key} x={8} y={31 + i * 16} fill={s.color}>
                {formatValue(s.points[hover as number]?.value ?? 0)}
              </text>
            ))}
          </g>
        </g>
      )}
      <rect x={left} y={top} width={right - left} height={bottom - top} fill="transparent" onPointerMove={onPointerMove} onPointerLeave={() => setHover(null)} />
    </svg>
  );
}
