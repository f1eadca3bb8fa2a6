import { byteUnitFor, formatDate, type DateLocale, type MetricPeriod, type ServerReport } from '@portal/shared-sdk';

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
 * The value ticks of a chart: percents as they are; a network chart in the one unit its largest
 * figure reads best in (B/s, KB/s, MB/s …), so every tick of a chart shares a unit.
 */
export function valueFormatter(report: Pick<ServerReport, 'unit' | 'series'>): (value: number) => string {
  if (report.unit === 'percent') return (value) => `${round(value)}%`;
  const max = Math.max(0, ...report.series.flatMap((s) => s.points.map((p) => p.value)));
  const { unit, divisor } = byteUnitFor(max);
  return (value) => `${round(value / divisor)} ${unit}/s`;
}
