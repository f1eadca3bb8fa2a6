import { useIntl } from 'react-intl';
import { Box, Stack, Text } from '@chakra-ui/react';
import { ChartLegend } from './ChartLegend';
import { colorAt } from './chartColors';
import { DonutPlot } from './DonutPlot';

export interface DonutSlice {
  key: string;
  label: string;
  value: number;
  color?: string;
  /** the value as shown in the legend (e.g. a Price string); the raw number when omitted */
  formattedValue?: string;
}

export interface DonutChartProps {
  data: DonutSlice[];
  /** accessible description of the chart */
  title: string;
  /** a short text in the hole, e.g. the total */
  centerLabel?: string;
  size?: number;
}

/** A donut with an HTML legend; zero and negative slices are left out (a zero-priced segment is not drawn). */
export function DonutChart({ data, title, centerLabel, size = 220 }: DonutChartProps) {
  const intl = useIntl();
  const slices = data.filter((d) => d.value > 0).map((d, i) => ({ ...d, color: d.color ?? colorAt(i) }));

  if (slices.length === 0) {
    return (
      <Text color="fg.muted" textAlign="center" py="6">
        {intl.formatMessage({ id: 'ui.chart.noData' })}
      </Text>
    );
  }

  return (
    <Stack as="figure" align="center" gap="4" m="0">
      {/* the ring runs clockwise from twelve o'clock in both directions; the legend follows the page */}
      <Box
        position="relative"
        width={`${size}px`}
        height={`${size}px`}
        dir="ltr"
        role="img"
        aria-label={title}
      >
        <DonutPlot slices={slices} size={size} />
        {centerLabel && (
          <Text
            position="absolute"
            inset="0"
            display="flex"
            alignItems="center"
            justifyContent="center"
            fontWeight="semibold"
            fontSize="sm"
          >
            <bdi>{centerLabel}</bdi>
          </Text>
        )}
      </Box>
      <Box as="figcaption">
        <ChartLegend
          items={slices.map((s) => ({
            key: s.key,
            label: s.label,
            color: s.color,
            value: s.formattedValue ?? String(s.value),
          }))}
        />
      </Box>
    </Stack>
  );
}
