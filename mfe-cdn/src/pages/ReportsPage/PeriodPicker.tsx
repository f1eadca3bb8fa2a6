import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, isoDayOf, isoDayStart } from '@portal/shared-sdk';
import { CDN_REPORT_PERIODS, MAX_REPORT_RANGE } from '@portal/api-cdn';
import { Button, HStack, RangeCalendar, Stack, Text, usePortalLocale } from '@portal/shared-ui';
import type { ReportSelection } from './reportPeriod';

export interface PeriodPickerProps {
  value: ReportSelection;
  onChange: (next: ReportSelection) => void;
}

const DAY_MS = 86_400_000;
const MAX_DAYS = MAX_REPORT_RANGE / 86_400;

/**
 * Last hour, 24 hours, 7 days, 30 days, or a custom range: toggle buttons, the chosen one pressed.
 * "Custom range" opens a calendar (Jalali in Persian) to choose the first and the last day; the
 * range is shown once both are chosen, at most 31 days.
 */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const intl = useIntl();
  const { dateLocale } = usePortalLocale();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const [open, setOpen] = useState(value.period === 'custom');
  const [draft, setDraft] = useState<{ start: string | null; end: string | null }>(
    value.period === 'custom' ? { start: value.from, end: value.to } : { start: null, end: null },
  );
  const today = isoDayOf(Date.now());
  const day = (iso: string) => formatDate(isoDayStart(iso), dateLocale);
  const tooLong =
    draft.start !== null &&
    draft.end !== null &&
    (isoDayStart(draft.end) - isoDayStart(draft.start)) / DAY_MS + 1 > MAX_DAYS;
  const chosen = value.period === 'custom' ? 'custom' : value.period;

  return (
    <Stack gap="3">
      <HStack role="group" aria-label={t('cdn.reports.period')} gap="1" wrap="wrap">
        {CDN_REPORT_PERIODS.map((period) => {
          const pressed = period === 'custom' ? open || chosen === 'custom' : !open && chosen === period;
          return (
            <Button
              key={period}
              size="sm"
              colorPalette="brand"
              variant={pressed ? 'solid' : 'outline'}
              aria-pressed={pressed}
              aria-expanded={period === 'custom' ? open : undefined}
              onClick={() => {
                if (period === 'custom') setOpen(true);
                else {
                  setOpen(false);
                  onChange({ period });
                }
              }}
            >
              {t(`cdn.reports.period.${period}`)}
            </Button>
          );
        })}
      </HStack>
      {open && (
        <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" maxW="22rem">
          <RangeCalendar
            label={t('cdn.reports.calendar')}
            start={draft.start}
            end={draft.end}
            max={today}
            initial={today}
            onChange={(start, end) => setDraft({ start, end })}
          />
          <Text
            fontSize="sm"
            color={tooLong ? 'fg.error' : 'fg.muted'}
            aria-live="polite"
            data-testid="custom-range"
          >
            {tooLong
              ? t('cdn.reports.problem.rangeTooLong')
              : draft.start && draft.end
                ? t('cdn.reports.range', {
                    since: <bdi key="s">{day(draft.start)}</bdi>,
                    until: <bdi key="u">{day(draft.end)}</bdi>,
                  })
                : draft.start
                  ? t('cdn.reports.chooseEnd')
                  : t('cdn.reports.chooseStart')}
          </Text>
          <Button
            size="sm"
            colorPalette="brand"
            alignSelf="start"
            disabled={!draft.start || !draft.end || tooLong}
            onClick={() =>
              draft.start && draft.end && onChange({ period: 'custom', from: draft.start, to: draft.end })
            }
          >
            {t('cdn.reports.apply')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
