import { act, renderHook } from '@testing-library/react';
import { NEW_ROW_MARK_MS, pageOfRow, useNewRow, useNewRowPaging } from './useNewRow';

describe('pageOfRow', () => {
  it('gives the page that shows a row, page 1 for one page or a missing row', () => {
    expect(pageOfRow(0, 10)).toBe(1);
    expect(pageOfRow(9, 10)).toBe(1);
    expect(pageOfRow(10, 10)).toBe(2);
    expect(pageOfRow(60, 25)).toBe(3);
    expect(pageOfRow(60, 'all')).toBe(1);
    expect(pageOfRow(-1, 10)).toBe(1);
  });
});

describe('useNewRow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('marks a row for a moment, counted from when nothing holds it any more', () => {
    const { result, rerender } = renderHook(({ hold }) => useNewRow<number>(hold), { initialProps: { hold: true } });
    act(() => result.current.markNew(7));
    act(() => jest.advanceTimersByTime(NEW_ROW_MARK_MS * 2));
    expect(result.current.newId).toBe(7);
    rerender({ hold: false });
    act(() => jest.advanceTimersByTime(NEW_ROW_MARK_MS - 1));
    expect(result.current.newId).toBe(7);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.newId).toBeNull();
  });
});

describe('useNewRowPaging', () => {
  const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1 }));

  it('opens the page of the new row once the rows hold it, and lets the user page away after', () => {
    const { result, rerender } = renderHook(({ list, newId }) => useNewRowPaging(list, (r) => r.id, newId), {
      initialProps: { list: rows.slice(0, 20), newId: null as number | null },
    });
    expect(result.current.page).toBe(1);
    rerender({ list: rows.slice(0, 20), newId: 25 });
    expect(result.current.page).toBe(1);
    rerender({ list: rows, newId: 25 });
    expect(result.current.page).toBe(3);
    act(() => result.current.onChange(1, 10));
    rerender({ list: rows.slice(), newId: 25 });
    expect(result.current.page).toBe(1);
  });
});
