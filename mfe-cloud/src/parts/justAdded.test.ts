import { act, renderHook } from '@testing-library/react';
import { JUST_ADDED_MS, pageOf, useAddedPaging, useJustAdded } from './justAdded';

describe('what was just added', () => {
  it('is on the page of the list that holds its row', () => {
    expect(pageOf(0, 10)).toBe(1);
    expect(pageOf(9, 10)).toBe(1);
    expect(pageOf(10, 10)).toBe(2);
    expect(pageOf(57, 25)).toBe(3);
    expect(pageOf(57, 'all')).toBe(1);
  });

  it('stays marked for a moment, then no longer', () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useJustAdded([{ id: 1 }, { id: 7 }]));
      act(() => result.current.show(7));
      expect(result.current.addedId).toBe(7);
      act(() => jest.advanceTimersByTime(JUST_ADDED_MS - 1));
      expect(result.current.addedId).toBe(7);
      act(() => jest.advanceTimersByTime(1));
      expect(result.current.addedId).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("moves a table's paging to the page of the row just added, and leaves it there to page on", () => {
    const rows = Array.from({ length: 23 }, (_, i) => ({ id: 100 - i }));
    const { result, rerender } = renderHook(({ added }) => useAddedPaging(rows, added), { initialProps: { added: null as number | null } });
    act(() => result.current.onChange(3, 10));
    expect(result.current.page).toBe(3);
    // the new row is the newest, first in the list
    rerender({ added: 100 });
    expect(result.current.page).toBe(1);
    rerender({ added: null });
    act(() => result.current.onChange(2, 10));
    expect(result.current.page).toBe(2);
    rerender({ added: 85 });
    expect(result.current).toMatchObject({ page: 2, pageSize: 10 });
  });
});
