import { chakra } from '@chakra-ui/react';
import { formatDate, normalizeTimestamp, type DateLocale } from '@portal/shared-sdk';
import { usePortalLocale } from '../i18n/PortalLocaleContext';

export interface DateTextProps {
  /** seconds, milliseconds, ISO text or a Date */
  value: number | string | Date | null | undefined;
  /** append 24-hour time */
  time?: boolean;
  /** tokens YYYY MM DD HH mm ss; YYYY/MM/DD by default */
  pattern?: string;
  /** the provider's date locale; the portal's by default (Jalali for fa-ir) */
  dateLocale?: DateLocale;
}

function isoOf(value: DateTextProps['value']): string | undefined {
  const ms = normalizeTimestamp(value ?? null);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}

/** A date in the locale's calendar with Latin digits, inside a <time> element. */
export function DateText({ value, time, pattern, dateLocale }: DateTextProps) {
  const portal = usePortalLocale();
  const text = formatDate(value, dateLocale ?? portal.dateLocale, { time, pattern });
  return (
    <chakra.time dateTime={isoOf(value)} whiteSpace="nowrap">
      <bdi>{text}</bdi>
    </chakra.time>
  );
}
