import { Box, Stack } from '@chakra-ui/react';
import { VictoryAxis } from 'victory-axis';
import { VictoryChart } from 'victory-chart';
import { VictoryLine } from 'victory-line';
import { VictoryTooltip } from 'victory-tooltip';
import { VictoryVoronoiContainer } from 'victory-voronoi-container';
import { usePortalLocale } from '../i18n/PortalLocaleContext';
import { ChartLegend } from './ChartLegend';
import { colorAt } from './chartColors';

export interface TimeSeriesPoint {
  /** ms since epoch */
  t: number;
  value: number;
}

export interface TimeSeries {
  key: string;
  label: string;
  points: TimeSeriesPoint[];
  color?: string;
}

export interface TimeSeriesChartProps {
  series: TimeSeries[];
  title: string;
  /** x tick text, e.g. formatDate(t, dateLocale, { pattern: 'HH:mm' }) */
  formatTime: (t: number) => string;
  /** y tick and tooltip text, e.g. formatNumber or a unit */
  formatValue?: (value: number) => string;
  height?: number;
}

/**
 * Lines over time. The plot stays LTR in both locales: time runs left to right with Latin-digit
 * labels (as the dates elsewhere), and Victory's SVG text anchors break under an inherited rtl.
 * In RTL the value axis moves to the right edge, where the reader starts, and the legend follows
 * the page direction.
 */
export function TimeSeriesChart({ series, title, formatTime, formatValue = String, height = 260 }: TimeSeriesChartProps) {
  const { dir } = usePortalLocale();
  const coloured = series.map((s, i) => ({ ...s, color: s.color ?? colorAt(i) }));
  return (
    <Stack as="figure" gap="3" m="0">
      <Box dir="ltr" role="img" aria-label={title} data-value-axis={dir === 'rtl' ? 'right' : 'left'}>
        <VictoryChart
          height={height}
          width={640}
          padding={{ top: 16, bottom: 40, left: dir === 'rtl' ? 16 : 56, right: dir === 'rtl' ? 56 : 16 }}
          scale={{ x: 'time' }}
          containerComponent={
            <VictoryVoronoiContainer
              labels={({ datum }: { datum: { x: Date; y: number } }) => `${formatTime(datum.x.getTime())}\n${formatValue(datum.y)}`}
              labelComponent={<VictoryTooltip />}
            />
          }
        >
          <VictoryAxis tickFormat={(t: Date | number) => formatTime(t instanceof Date ? t.getTime() : t)} tickCount={6} />
          <VictoryAxis dependentAxis orientation={dir === 'rtl' ? 'right' : 'left'} tickFormat={(v: number) => formatValue(v)} />
          {coloured.map((s) => (
            <VictoryLine
              key={s.key}
              data={s.points.map((p) => ({ x: new Date(p.t), y: p.value }))}
              style={{ data: { stroke: s.color, strokeWidth: 2 } }}
            />
          ))}
        </VictoryChart>
      </Box>
      <Box as="figcaption">
        <ChartLegend items={coloured.map((s) => ({ key: s.key, label: s.label, color: s.color }))} />
      </Box>
    </Stack>
  );
}
