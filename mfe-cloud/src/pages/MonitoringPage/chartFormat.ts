import {
  byteUnitFor,
  formatDate,
  type DateLocale,
  type MetricPeriod,
  type ServerReport,
} from '@portal/shared-sdk';

/**
 * The time ticks of a period's chart: hours and minutes within a day, month and day over a week
 * or a month (in the locale's calendar, Latin digits).
 */
export function timeFormatter(period: MetricPeriod, dateLocale: DateLocale): (t: number) => string {
  const pattern = period === '1h' || period === '24h' ? 'HH:mm' : 'MM/DD';
  return (t) => formatDate(t, dateLocale, { pattern });
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * How a chart draws its figures: percents as they are; a network chart in the one unit its
 * largest figure reads best in (B/s, KB/s, MB/s …), named once beside the chart's title so its
 * ticks stay short numbers. The points are divided into that unit before drawing, so the ticks
 * fall on round numbers of it (50, not 48.83).
 */
export function chartScale(report: Pick<ServerReport, 'unit' | 'series'>): {
  divisor: number;
  unit: string | null;
  format: (value: number) => string;
} {
  if (report.unit === 'percent') return { divisor: 1, unit: null, format: (value) => `${round(value)}%` };
  const max = Math.max(0, ...report.series.flatMap((s) => s.points.map((p) => p.value)));
  const { unit, divisor } = byteUnitFor(max);
  return { divisor, unit: `${unit}/s`, format: (value) => String(round(value)) };
}
