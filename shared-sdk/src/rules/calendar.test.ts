import {
  addIsoDays,
  calendarMonthOf,
  calendarMonthTitle,
  calendarWeeks,
  isoDayOf,
  isoDayStart,
  shiftCalendarMonth,
} from './calendar';

describe('calendar', () => {
  it("reads and writes the browser's days as YYYY-MM-DD", () => {
    expect(isoDayOf(isoDayStart('2025-03-15'))).toBe('2025-03-15');
    expect(isoDayStart('2025-02-30')).toBeNaN();
    expect(isoDayStart('15/03/2025')).toBeNaN();
    expect(addIsoDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addIsoDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('lays out a Jalali month from Saturday: Esfand 1403 starts on Wednesday 19 February 2025', () => {
    expect(calendarMonthOf('2025-03-15', 'fa-ir')).toEqual({ year: 1403, month: 12 });
    const weeks = calendarWeeks({ year: 1403, month: 12 }, 'fa-ir');
    expect(weeks[0]?.slice(0, 5)).toEqual([null, null, null, null, { iso: '2025-02-19', day: 1 }]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(calendarMonthTitle({ year: 1403, month: 12 }, 'fa-ir')).toBe('اسفند 1403');
  });

  it('lays out a Gregorian month from Sunday', () => {
    expect(calendarMonthOf('2025-03-15', 'en-us')).toEqual({ year: 2025, month: 3 });
    const weeks = calendarWeeks({ year: 2025, month: 3 }, 'en-us');
    expect(weeks[0]?.slice(5)).toEqual([null, { iso: '2025-03-01', day: 1 }]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(calendarMonthTitle({ year: 2025, month: 3 }, 'en-us')).toBe('March 2025');
  });

  it('moves across years', () => {
    expect(shiftCalendarMonth({ year: 1403, month: 12 }, 1)).toEqual({ year: 1404, month: 1 });
    expect(shiftCalendarMonth({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
  });
});
