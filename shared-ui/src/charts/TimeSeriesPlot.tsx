import { VictoryAxis } from 'victory-axis';
import { VictoryChart } from 'victory-chart';
import { VictoryLine } from 'victory-line';
import { VictoryTooltip } from 'victory-tooltip';
import { VictoryVoronoiContainer } from 'victory-voronoi-container';

export interface TimeSeriesPlotProps {
  series: { key: string; color: string; points: { t: number; value: number }[] }[];
  formatTime: (t: number) => string;
  formatValue: (value: number) => string;
  valueAxis: 'left' | 'right';
  height: number;
}

/** The victory part of TimeSeriesChart, loaded on demand (victory and d3 are large). */
export function TimeSeriesPlot({ series, formatTime, formatValue, valueAxis, height }: TimeSeriesPlotProps) {
  return (
    <VictoryChart
      height={height}
      width={640}
      padding={{ top: 16, bottom: 40, left: valueAxis === 'right' ? 16 : 56, right: valueAxis === 'right' ? 56 : 16 }}
      scale={{ x: 'time' }}
      containerComponent={
        <VictoryVoronoiContainer
          labels={({ datum }: { datum: { x: Date; y: number } }) => `${formatTime(datum.x.getTime())}\n${formatValue(datum.y)}`}
          labelComponent={<VictoryTooltip />}
        />
      }
    >
      <VictoryAxis tickFormat={(t: Date | number) => formatTime(t instanceof Date ? t.getTime() : t)} tickCount={6} />
      <VictoryAxis dependentAxis orientation={valueAxis} tickFormat={(v: number) => formatValue(v)} />
      {series.map((s) => (
        <VictoryLine
          key={s.key}
          data={s.points.map((p) => ({ x: new Date(p.t), y: p.value }))}
          style={{ data: { stroke: s.color, strokeWidth: 2 } }}
        />
      ))}
    </VictoryChart>
  );
}
