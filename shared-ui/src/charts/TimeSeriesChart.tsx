import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Box, Skeleton, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { usePortalLocale } from '../i18n/PortalLocaleContext';
import { ChartLegend } from './ChartLegend';
import { colorAt } from './chartColors';
import { formatScaled, scaledUnit, type ValueUnit } from './valueUnits';

// Victory and d3 are several times the rest of shared-ui: loaded with the plot, never on a page without one
const TimeSeriesPlot = lazy(() => import('./TimeSeriesPlot').then((m) => ({ default: m.TimeSeriesPlot })));

const PHONE_WIDTH = 360;
const WIDE_WIDTH = 640;

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
  /** x tick and tooltip time, e.g. formatDate(t, dateLocale, { pattern: 'HH:mm' }) (Latin digits) */
  formatTime: (t: number) => string;
  /**
   * What the values measure: the axis and the tooltip show them in the one unit the largest value
   * reaches (bytes as KB, MB…; bits per second as Kbps, Mbps…; counts in thousands, millions; seconds
   * as minutes or hours), and the unit is named beside the value axis. Default: a plain count.
   */
  unit?: ValueUnit;
  /** replaces the unit's formatting, on the axis and in the tooltip (no unit named beside the axis) */
  formatValue?: (value: number) => string;
  /** fills the area under each line */
  filled?: boolean;
  height?: number;
}

/**
 * Lines over time, drawn with Victory. Time runs in the reader's direction (right to left in
 * Persian, the latest point at the left) and the value axis stands at the reading start, with Latin
 * digits in both locales; the unit of the values is named above the value axis and in the tooltip.
 * The legend follows the page direction.
 */
export function TimeSeriesChart({
  series,
  title,
  formatTime,
  unit = 'count',
  formatValue,
  filled = false,
  height = 260,
}: TimeSeriesChartProps) {
  const intl = useIntl();
  const { dir } = usePortalLocale();
  // the drawing is scaled to its box: on a phone a narrower drawing keeps the text readable
  const width = useBreakpointValue({ base: PHONE_WIDTH, md: WIDE_WIDTH }) ?? WIDE_WIDTH;
  const coloured = series.map((s, i) => ({ ...s, color: s.color ?? colorAt(i) }));
  const values = coloured.flatMap((s) => s.points.map((p) => p.value));

  if (values.length === 0) {
    return (
      <Text color="fg.muted" textAlign="center" py="6">
        {intl.formatMessage({ id: 'ui.chart.noData' })}
      </Text>
    );
  }

  const scale = scaledUnit(Math.max(...values.map(Math.abs)), unit);
  const unitName = intl.formatMessage({ id: `ui.chart.unit.${scale.id}` });
  const formatTick = formatValue ?? ((value: number) => formatScaled(value, scale));
  const formatWithUnit =
    formatValue ??
    ((value: number) =>
      intl.formatMessage(
        { id: 'ui.chart.valueWithUnit' },
        { value: formatScaled(value, scale), unit: unitName },
      ));
  // a count in ones needs no unit named
  const axisUnit = formatValue || scale.id === 'one' ? null : unitName;

  return (
    <Stack as="figure" gap="2" m="0">
      {axisUnit && (
        <Text fontSize="xs" color="fg.muted" textAlign="start" data-testid="chart-unit">
          {intl.formatMessage({ id: 'ui.chart.valuesIn' }, { unit: <bdi key="unit">{axisUnit}</bdi> })}
        </Text>
      )}
      <Box
        dir="ltr"
        role="img"
        aria-label={title}
        data-time-runs={dir}
        data-value-axis={dir === 'rtl' ? 'right' : 'left'}
      >
        <Suspense fallback={<Skeleton height={`${height}px`} />}>
          <TimeSeriesPlot
            series={coloured}
            formatTime={formatTime}
            formatTick={formatTick}
            formatValue={formatWithUnit}
            divisor={formatValue ? 1 : scale.divisor}
            dir={dir}
            filled={filled}
            width={width}
            height={height}
          />
        </Suspense>
      </Box>
      <Box as="figcaption">
        <ChartLegend items={coloured.map((s) => ({ key: s.key, label: s.label, color: s.color }))} />
      </Box>
    </Stack>
  );
}
