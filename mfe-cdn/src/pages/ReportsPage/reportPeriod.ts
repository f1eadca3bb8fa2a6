import { addIsoDays, isoDayStart } from '@portal/shared-sdk';
import {
  DEFAULT_CDN_REPORT_PERIOD,
  isCdnReportPeriod,
  type CdnReportPeriod,
  type CdnReportPreset,
  type CdnReportQuery,
  type CdnReportType,
} from '@portal/api-cdn';

/** The period a report page shows, as its address keeps it: `?period=7d`, or `?period=custom&from=YYYY-MM-DD&to=YYYY-MM-DD`. */
export type ReportSelection = { period: CdnReportPreset } | { period: 'custom'; from: string; to: string };

/**
 * The selection of an address's query: a preset by its name, a custom range by its first and last
 * day (the browser's days, Gregorian); anything unreadable is the default, the last 24 hours.
 */
export function readReportSelection(params: URLSearchParams): ReportSelection {
  const period = params.get('period');
  if (!isCdnReportPeriod(period)) return { period: DEFAULT_CDN_REPORT_PERIOD };
  if (period !== 'custom') return { period };
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (Number.isNaN(isoDayStart(from)) || Number.isNaN(isoDayStart(to)) || to < from)
    return { period: DEFAULT_CDN_REPORT_PERIOD };
  return { period, from, to };
}

/** The address query of a selection (the default period keeps the address bare). */
export function reportSelectionParams(selection: ReportSelection): Record<string, string> {
  if (selection.period === 'custom') return { period: 'custom', from: selection.from, to: selection.to };
  return selection.period === DEFAULT_CDN_REPORT_PERIOD ? {} : { period: selection.period };
}

/** What the provider is asked for: a custom range runs from its first day's start to its last day's end. */
export function reportQueryOf(type: CdnReportType, selection: ReportSelection): CdnReportQuery {
  if (selection.period !== 'custom') return { type, period: selection.period };
  return {
    type,
    period: 'custom' satisfies CdnReportPeriod,
    since: Math.floor(isoDayStart(selection.from) / 1000),
    until: Math.floor(isoDayStart(addIsoDays(selection.to, 1)) / 1000),
  };
}
