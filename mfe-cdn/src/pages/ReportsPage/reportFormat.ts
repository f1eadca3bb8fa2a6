import { formatDate, scaleBytes, type DateLocale } from '@portal/shared-sdk';
import { type CdnReportChart } from '@portal/api-cdn';
import type { TimeSeries } from '@portal/shared-ui';

const DAY = 86_400; // seconds
const LATIN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A count with Latin digits and thousands separators in both locales (36,085). */
export const formatCount = (value: number): string => LATIN.format(value);

/** Bytes in the unit that reads best (2.51 GB), the unit's name given by `unitName`. */
export function formatBytes(value: number, unitName: (unit: string) => string): string {
  const { value: scaled, unit } = scaleBytes(value);
  return `${LATIN.format(scaled)} ${unitName(unit)}`;
}

/**
 * The time of a chart's points in the locale's calendar with Latin digits: hours and minutes when
 * the points are minutes or hours apart within a day, the day and the hour over several days, the
 * day alone when the points are days apart.
 */
export function reportTimeFormatter(
  step: number,
  since: number,
  until: number,
  dateLocale: DateLocale,
): (t: number) => string {
  const pattern = step >= DAY ? 'MM/DD' : until - since > DAY ? 'MM/DD HH:mm' : 'HH:mm';
  return (t) => formatDate(t, dateLocale, { pattern });
}

/** A report chart's series as the time-series chart draws them (times in ms), named by `labelOf`. */
export function chartSeries(
  chart: CdnReportChart | undefined,
  labelOf: (name: string) => string,
): TimeSeries[] {
  if (!chart) return [];
  return chart.series.map((s) => ({
    key: s.name,
    label: labelOf(s.name),
    points: chart.categories.map((t, i) => ({ t: t * 1000, value: s.data[i] ?? 0 })),
  }));
}
