import { lazy, Suspense } from 'react';
import { Box, Skeleton, Stack } from '@chakra-ui/react';
import { usePortalLocale } from '../i18n/PortalLocaleContext';
import { ChartLegend } from './ChartLegend';
import { colorAt } from './chartColors';

// the plot is drawn with d3-shape, which no first render needs: loaded with the plot
const TimeSeriesPlot = lazy(() => import('./TimeSeriesPlot').then((m) => ({ default: m.TimeSeriesPlot })));

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
 * labels (as the dates elsewhere), and SVG text anchors would flip under an inherited rtl.
 * In RTL the value axis moves to the right edge, where the reader starts, and the legend follows
 * the page direction.
 */
export function TimeSeriesChart({ series, title, formatTime, formatValue = String, height = 260 }: TimeSeriesChartProps) {
  const { dir } = usePortalLocale();
  const valueAxis = dir === 'rtl' ? 'right' : 'left';
  const coloured = series.map((s, i) => ({ ...s, color: s.color ?? colorAt(i) }));
  return (
    <Stack as="figure" gap="3" m="0">
      <Box dir="ltr" role="img" aria-label={title} data-value-axis={valueAxis}>
        <Suspense fallback={<Skeleton height={`${height}px`} />}>
          <TimeSeriesPlot series={coloured} formatTime={formatTime} formatValue={formatValue} valueAxis={valueAxis} height={height} />
        </Suspense>
      </Box>
      <Box as="figcaption">
        <ChartLegend items={coloured.map((s) => ({ key: s.key, label: s.label, color: s.color }))} />
      </Box>
    </Stack>
  );
}
