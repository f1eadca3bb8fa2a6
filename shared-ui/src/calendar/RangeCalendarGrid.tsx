import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, Grid, HStack, IconButton, Text } from '@chakra-ui/react';
import {
  addIsoDays,
  calendarMonthOf,
  calendarMonthTitle,
  calendarWeeks,
  formatDate,
  isoDayStart,
  shiftCalendarMonth,
  type CalendarMonthRef,
} from '@portal/shared-sdk';
import { usePortalLocale } from '../i18n/PortalLocaleContext';
import { DirectionalIcon } from '../icons/DirectionalIcon';
import { ChevronRightIcon } from '../icons/icons';

export interface RangeCalendarProps {
  /** the first day chosen, YYYY-MM-DD (Gregorian, the browser's day) */
  start: string | null;
  /** the last day chosen (included), YYYY-MM-DD; null while only the start is chosen */
  end: string | null;
  onChange: (start: string, end: string | null) => void;
  /** the last day that can be chosen (today), YYYY-MM-DD */
  max: string;
  /** the day shown first when nothing is chosen */
  initial: string;
  /** accessible name of the calendar */
  label: string;
}

const WEEK = 7;
const sameMonth = (a: CalendarMonthRef, b: CalendarMonthRef) => a.year === b.year && a.month === b.month;

/**
 * A month of days to choose a range from, in the locale's calendar: Jalali with weeks from
 * Saturday in Persian, Gregorian from Sunday in English, Latin digits. The first press chooses the
 * start, the second the end (an earlier day starts again). Keyboard: the arrows move a day along
 * the reading direction or a week up and down, Page Up/Down a month, Home/End the week's ends,
 * Enter or Space chooses; the month follows the day in focus. Days after `max` cannot be chosen.
 */
export function RangeCalendarGrid({ start, end, onChange, max, initial, label }: RangeCalendarProps) {
  const intl = useIntl();
  const { dateLocale, dir } = usePortalLocale();
  const [focused, setFocused] = useState(start ?? initial);
  const [month, setMonth] = useState<CalendarMonthRef>(() => calendarMonthOf(start ?? initial, dateLocale));
  const [focusWanted, setFocusWanted] = useState(false);
  const weeks = calendarWeeks(month, dateLocale);
  const gridRef = useRef<HTMLDivElement>(null);
  // the day the keyboard moved to takes the focus once it is drawn (maybe in another month)
  useEffect(() => {
    if (!focusWanted) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
    setFocusWanted(false);
  }, [focusWanted, focused, month]);

  const moveFocus = (iso: string) => {
    setFocused(iso);
    setFocusWanted(true);
    const next = calendarMonthOf(iso, dateLocale);
    if (!sameMonth(next, month)) setMonth(next);
  };
  const choose = (iso: string) => {
    if (iso > max) return;
    setFocused(iso);
    if (!start || end || iso < start) onChange(iso, null);
    else onChange(start, iso);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, iso: string) => {
    const forward = dir === 'rtl' ? -1 : 1;
    const moves: Record<string, () => string> = {
      ArrowRight: () => addIsoDays(iso, forward),
      ArrowLeft: () => addIsoDays(iso, -forward),
      ArrowDown: () => addIsoDays(iso, WEEK),
      ArrowUp: () => addIsoDays(iso, -WEEK),
      PageDown: () => monthDay(iso, 1),
      PageUp: () => monthDay(iso, -1),
      Home: () => weekEnd(iso, 'start'),
      End: () => weekEnd(iso, 'end'),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus(move());
  };
  const daysOf = (ref: CalendarMonthRef) =>
    calendarWeeks(ref, dateLocale)
      .flat()
      .filter((d) => d !== null);
  /** the same day of another month, or its last day when that month is shorter */
  const monthDay = (iso: string, delta: number) => {
    const here = calendarMonthOf(iso, dateLocale);
    const index = daysOf(here).findIndex((d) => d.iso === iso);
    const there = daysOf(shiftCalendarMonth(here, delta));
    return there[Math.min(index, there.length - 1)]?.iso ?? iso;
  };
  const weekEnd = (iso: string, side: 'start' | 'end') => {
    const week = weeks.find((w) => w.some((d) => d?.iso === iso)) ?? [];
    const days = week.filter((d) => d !== null);
    return (side === 'start' ? days[0] : days[days.length - 1])?.iso ?? iso;
  };

  const weekdays = Array.from({ length: WEEK }, (_, i) =>
    intl.formatMessage({ id: `ui.calendar.weekday.${dateLocale}.${i}` }),
  );
  const title = calendarMonthTitle(month, dateLocale);
  const focusable = weeks.flat().some((d) => d?.iso === focused)
    ? focused
    : weeks.flat().find((d) => d !== null)?.iso;

  return (
    <Box role="group" aria-label={label} maxW="20rem" data-testid="range-calendar">
      <HStack justify="space-between" mb="2">
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={intl.formatMessage({ id: 'ui.calendar.previousMonth' })}
          onClick={() => setMonth(shiftCalendarMonth(month, -1))}
        >
          <DirectionalIcon icon={ChevronRightIcon} towards="backward" />
        </IconButton>
        <Text fontWeight="semibold" aria-live="polite" data-testid="calendar-month">
          <bdi>{title}</bdi>
        </Text>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={intl.formatMessage({ id: 'ui.calendar.nextMonth' })}
          onClick={() => setMonth(shiftCalendarMonth(month, 1))}
        >
          <DirectionalIcon icon={ChevronRightIcon} towards="forward" />
        </IconButton>
      </HStack>
      <Grid ref={gridRef} role="grid" aria-label={title} templateColumns="repeat(7, 1fr)" gap="1">
        <Box role="row" display="contents">
          {weekdays.map((w) => (
            <Text key={w} role="columnheader" fontSize="xs" color="fg.muted" textAlign="center">
              {w}
            </Text>
          ))}
        </Box>
        {weeks.map((week, w) => (
          <Box role="row" display="contents" key={w}>
            {week.map((day, i) => {
              if (!day) return <Box role="gridcell" key={`blank-${i}`} />;
              const inRange = start !== null && day.iso >= start && day.iso <= (end ?? start);
              const edge = day.iso === start || day.iso === end;
              const disabled = day.iso > max;
              return (
                <Box role="gridcell" key={day.iso} aria-selected={inRange}>
                  <Button
                    size="xs"
                    w="full"
                    px="0"
                    variant={edge ? 'solid' : inRange ? 'subtle' : 'ghost'}
                    colorPalette="brand"
                    disabled={disabled}
                    tabIndex={day.iso === focusable ? 0 : -1}
                    aria-label={formatDate(isoDayStart(day.iso), dateLocale)}
                    aria-pressed={edge}
                    data-day={day.iso}
                    onKeyDown={(e) => onKeyDown(e, day.iso)}
                    onClick={() => choose(day.iso)}
                  >
                    {day.day}
                  </Button>
                </Box>
              );
            })}
          </Box>
        ))}
      </Grid>
    </Box>
  );
}
