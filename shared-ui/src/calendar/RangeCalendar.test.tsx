import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '../testing/renderWithPortal';
import { RangeCalendar } from './RangeCalendar';

jest.setTimeout(30_000);
// the grid is lazy: load it once before the tests, so a busy machine's first transform does not eat a test's wait
beforeAll(() => import('./RangeCalendarGrid'));

function Range({ onRange }: { onRange: (start: string, end: string | null) => void }) {
  const [range, setRange] = useState<{ start: string | null; end: string | null }>({
    start: null,
    end: null,
  });
  return (
    <RangeCalendar
      label="Days"
      start={range.start}
      end={range.end}
      max="2025-03-15"
      initial="2025-03-15"
      onChange={(start, end) => {
        setRange({ start, end });
        onRange(start, end);
      }}
    />
  );
}

describe('RangeCalendar', () => {
  it('shows the Jalali month in Persian, weeks from Saturday, Latin digits', async () => {
    renderWithPortal(<Range onRange={() => undefined} />, 'fa');
    const calendar = await screen.findByRole('group', { name: 'Days' }, { timeout: 10_000 });
    expect(within(calendar).getByTestId('calendar-month')).toHaveTextContent('اسفند 1403');
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج']);
    // 1 Esfand 1403 is Wednesday 19 February 2025: the fifth place of the first week
    const firstWeek = within(calendar).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstWeek).getAllByRole('gridcell')[4]).toHaveTextContent('1');
    expect(within(calendar).getByRole('button', { name: '1403/12/25' })).toHaveAttribute('tabindex', '0');
    // no day after the last one allowed
    expect(within(calendar).getByRole('button', { name: '1403/12/26' })).toBeDisabled();
  });

  it('chooses a range with the keyboard: the arrows follow the reading direction, Page Up a month', async () => {
    const onRange = jest.fn();
    renderWithPortal(<Range onRange={onRange} />, 'fa');
    const calendar = await screen.findByRole('group', { name: 'Days' }, { timeout: 10_000 });
    within(calendar).getByRole('button', { name: '1403/12/25' }).focus();
    // in Persian the left arrow goes forward in time, the right arrow back
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onRange).toHaveBeenLastCalledWith('2025-03-13', null);
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(onRange).toHaveBeenLastCalledWith('2025-03-13', '2025-03-14');
    expect(within(calendar).getByRole('button', { name: '1403/12/24' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard('{PageUp}');
    expect(within(calendar).getByTestId('calendar-month')).toHaveTextContent('بهمن 1403');
    expect(document.activeElement).toHaveAccessibleName('1403/11/24');
  });

  it('shows a Gregorian month from Sunday in English and starts again on an earlier day', async () => {
    const onRange = jest.fn();
    renderWithPortal(<Range onRange={onRange} />, 'en');
    const calendar = await screen.findByRole('group', { name: 'Days' }, { timeout: 10_000 });
    expect(within(calendar).getByTestId('calendar-month')).toHaveTextContent('March 2025');
    await userEvent.click(within(calendar).getByRole('button', { name: '2025/03/10' }));
    await userEvent.click(within(calendar).getByRole('button', { name: '2025/03/05' }));
    expect(onRange).toHaveBeenLastCalledWith('2025-03-05', null);
    await userEvent.click(within(calendar).getByRole('button', { name: 'Previous month' }));
    expect(within(calendar).getByTestId('calendar-month')).toHaveTextContent('February 2025');
    await userEvent.click(within(calendar).getByRole('button', { name: 'Next month' }));
    await userEvent.click(within(calendar).getByRole('button', { name: '2025/03/12' }));
    expect(onRange).toHaveBeenLastCalledWith('2025-03-05', '2025-03-12');
  });
});
