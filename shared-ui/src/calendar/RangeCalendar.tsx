import { lazy, Suspense } from 'react';
import { Skeleton } from '@chakra-ui/react';
import type { RangeCalendarProps } from './RangeCalendarGrid';

export type { RangeCalendarProps } from './RangeCalendarGrid';

// the calendar is loaded when a page first shows one, never with the shared chunk of every page
const RangeCalendarGrid = lazy(() =>
  import('./RangeCalendarGrid').then((m) => ({ default: m.RangeCalendarGrid })),
);

/** A range of days chosen on a month in the locale's calendar (see RangeCalendarGrid), loaded on first use. */
export function RangeCalendar(props: RangeCalendarProps) {
  return (
    <Suspense fallback={<Skeleton height="16rem" maxW="20rem" />}>
      <RangeCalendarGrid {...props} />
    </Suspense>
  );
}
