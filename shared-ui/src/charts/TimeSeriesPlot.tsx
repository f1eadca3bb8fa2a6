import { VictoryArea } from 'victory-area';
import { VictoryAxis } from 'victory-axis';
import { VictoryChart } from 'victory-chart';
import { VictoryLine } from 'victory-line';
import { VictoryTooltip } from 'victory-tooltip';
import { VictoryVoronoiContainer } from 'victory-voronoi-container';
import { niceTicks } from './plotScales';

export interface TimeSeriesPlotProps {
  series: { key: string; label: string; color: string; points: { t: number; value: number }[] }[];
  formatTime: (t: number) => string;
  /** a value on the axis: the number only (the unit is named beside the plot) */
  formatTick: (value: number) => string;
  /** a value in the tooltip: the number and its unit */
  formatValue: (value: number) => string;
  /** divides values before picking round ticks, so they are round in the unit shown */
  divisor: number;
  dir: 'rtl' | 'ltr';
  filled: boolean;
  /** the drawing's own width: the SVG scales to its box, so a phone gets a narrower drawing and readable text */
  width: number;
  height: number;
}

interface Datum {
  x: Date;
  y: number;
  childName?: string;
}

/** a time tick per ≈ 100 px of drawing */
const PX_PER_TIME_TICK = 100;
const Y_TICKS = 5;
const AXIS_PX = 56;
const EDGE_PX = 24;
const BOTTOM_PX = 40;
const FONT = { fontFamily: 'inherit', fontSize: 11, fill: 'currentColor' };
// the system's semantic colours (CSS variables), so axes, grid and tooltip follow light and dark mode
const AXIS_COLOR = 'var(--chakra-colors-border-emphasized)';
const GRID_COLOR = 'var(--chakra-colors-border)';
const FLYOUT_COLOR = 'var(--chakra-colors-bg-panel)';
const FILL_OPACITY = 0.15;
// Unicode isolates: a tooltip line laid out in the reader's direction inside the left-to-right SVG
// ("12 GB" before its Persian unit name in fa), without flipping the SVG's own text anchors
const ISOLATE = { rtl: '\u2067', ltr: '\u2066' };
const POP_ISOLATE = '\u2069';

/**
 * The Victory part of TimeSeriesChart, loaded on demand (Victory and d3 are large): time runs in the
 * reader's direction (the x axis is inverted in RTL, so the latest point is at the left) with the
 * value axis at the reading start, values from zero at round ticks in the unit shown, one line (or
 * area) per series, and pointing at the plot shows the time and every series' value there.
 */
export function TimeSeriesPlot({
  series,
  formatTime,
  formatTick,
  formatValue,
  divisor,
  dir,
  filled,
  width,
  height,
}: TimeSeriesPlotProps) {
  const rtl = dir === 'rtl';
  const max = Math.max(0, ...series.flatMap((s) => s.points.map((p) => p.value)));
  const yTicks = niceTicks(max / divisor, Y_TICKS).map((tick) => tick * divisor);
  const yMax = yTicks[yTicks.length - 1] ?? 1;
  const labelOf = new Map(series.map((s) => [s.key, s.label]));
  const colorOf = new Map(series.map((s) => [s.key, s.color]));
  const first = series[0]?.key;
  const isolate = (text: string) => `${ISOLATE[dir]}${text}${POP_ISOLATE}`;
  // one tooltip for every series at the pointed time: the time once, then "label: value" per series
  const tooltipText = ({ datum }: { datum: Datum }) => {
    const line = isolate(`${labelOf.get(datum.childName ?? '') ?? ''}: ${formatValue(datum.y)}`);
    return datum.childName === first ? `${formatTime(datum.x.getTime())}\n${line}` : line;
  };
  const lineColor = ({ datum }: { datum?: Datum }) => colorOf.get(datum?.childName ?? '') ?? 'currentColor';

  return (
    <VictoryChart
      width={width}
      height={height}
      padding={{
        top: EDGE_PX,
        bottom: BOTTOM_PX,
        left: rtl ? EDGE_PX : AXIS_PX,
        right: rtl ? AXIS_PX : EDGE_PX,
      }}
      scale={{ x: 'time' }}
      domain={{ y: [0, yMax] }}
      containerComponent={
        <VictoryVoronoiContainer
          // the drawing is presentation: the box around it is the image, named by the chart's title
          role="presentation"
          voronoiDimension="x"
          labels={tooltipText}
          labelComponent={
            <VictoryTooltip
              style={{ ...FONT, fill: lineColor }}
              flyoutStyle={{ fill: FLYOUT_COLOR, stroke: GRID_COLOR }}
              flyoutPadding={{ top: 6, bottom: 6, left: 10, right: 10 }}
              cornerRadius={4}
            />
          }
        />
      }
    >
      <VictoryAxis
        invertAxis={rtl}
        tickCount={Math.max(2, Math.round(width / PX_PER_TIME_TICK))}
        tickFormat={(t: Date | number) => formatTime(t instanceof Date ? t.getTime() : t)}
        style={{ axis: { stroke: AXIS_COLOR }, tickLabels: { ...FONT, padding: 8 } }}
      />
      <VictoryAxis
        dependentAxis
        orientation={rtl ? 'right' : 'left'}
        tickValues={yTicks}
        tickFormat={(value: number) => formatTick(value)}
        style={{
          axis: { stroke: AXIS_COLOR },
          grid: { stroke: GRID_COLOR },
          tickLabels: { ...FONT, padding: 6 },
        }}
      />
      {series.map((s) => {
        const data = s.points.map((p) => ({ x: new Date(p.t), y: p.value }));
        return filled ? (
          <VictoryArea
            key={s.key}
            name={s.key}
            data={data}
            style={{ data: { fill: s.color, fillOpacity: FILL_OPACITY, stroke: s.color, strokeWidth: 2 } }}
          />
        ) : (
          <VictoryLine
            key={s.key}
            name={s.key}
            data={data}
            style={{ data: { stroke: s.color, strokeWidth: 2 } }}
          />
        );
      })}
    </VictoryChart>
  );
}
