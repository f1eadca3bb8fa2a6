import { act, renderHook, screen } from '@testing-library/react';
import { renderWithPortal } from '../testing/renderWithPortal';
import { useState } from 'react';
import {
  JUST_ADDED_MS,
  JUST_ADDED_UNSEEN_MS,
  markJustAddedShown,
  useJustAdded,
  useJustAddedPaging,
} from './justAdded';
import { JustAddedMark, JustAddedRows, justAddedMark } from './JustAddedRows';
import { pageOf } from './paging';

describe('pageOf', () => {
  it('gives the page that shows a row, page 1 for one page or a missing row', () => {
    expect(pageOf(0, 10)).toBe(1);
    expect(pageOf(9, 10)).toBe(1);
    expect(pageOf(10, 10)).toBe(2);
    expect(pageOf(57, 25)).toBe(3);
    expect(pageOf(57, 'all')).toBe(1);
    expect(pageOf(-1, 10)).toBe(1);
  });
});

describe('useJustAdded', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('highlights the rows for a moment from when they are drawn, then none', () => {
    const { result } = renderHook(() => useJustAdded());
    act(() => result.current.show([7, 9]));
    expect([...result.current.ids]).toEqual([7, 9]);
    // the list is still refetching: the moment has not started
    act(() => jest.advanceTimersByTime(JUST_ADDED_MS * 2));
    expect([...result.current.ids]).toEqual([7, 9]);
    act(() => markJustAddedShown(result.current.ids));
    act(() => jest.advanceTimersByTime(JUST_ADDED_MS - 1));
    expect([...result.current.ids]).toEqual([7, 9]);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.ids.size).toBe(0);
  });

  it('ends a highlight whose rows never show after a longer wait', () => {
    const { result } = renderHook(() => useJustAdded());
    act(() => result.current.show([7]));
    act(() => jest.advanceTimersByTime(JUST_ADDED_UNSEEN_MS - 1));
    expect([...result.current.ids]).toEqual([7]);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.ids.size).toBe(0);
  });

  it('replaces the rows highlighted by a later show and starts the time again', () => {
    const { result } = renderHook(() => useJustAdded());
    act(() => result.current.show([7]));
    act(() => markJustAddedShown(result.current.ids));
    act(() => jest.advanceTimersByTime(JUST_ADDED_MS - 1000));
    act(() => result.current.show([8]));
    act(() => markJustAddedShown(result.current.ids));
    act(() => jest.advanceTimersByTime(JUST_ADDED_MS - 1));
    expect([...result.current.ids]).toEqual([8]);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.ids.size).toBe(0);
  });

  it('starts the moment when JustAddedRows draws a marked row, even a row drawn late', () => {
    function List() {
      const { ids, show } = useJustAdded();
      const [rows, setRows] = useState<number[]>([1]);
      return (
        <>
          <button type="button" onClick={() => show([2])}>
            add
          </button>
          <button type="button" onClick={() => setRows([1, 2])}>
            refetched
          </button>
          <JustAddedRows ids={ids}>
            <table>
              <tbody>
                {rows.map((id) => (
                  <tr key={id}>
                    <td>
                      <JustAddedMark added={ids.has(id)}>row {id}</JustAddedMark>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </JustAddedRows>
        </>
      );
    }
    renderWithPortal(<List />);
    const marked = () => document.querySelectorAll('[data-just-added]').length;
    act(() => screen.getByRole('button', { name: 'add' }).click());
    act(() => jest.advanceTimersByTime(JUST_ADDED_MS + 1000));
    act(() => screen.getByRole('button', { name: 'refetched' }).click());
    expect(marked()).toBe(1);
    act(() => jest.advanceTimersByTime(JUST_ADDED_MS - 1));
    expect(marked()).toBe(1);
    act(() => jest.advanceTimersByTime(1));
    expect(marked()).toBe(0);
  });

  it('keeps the highlight while held, counting the moment from when the hold is lifted', () => {
    const { result, rerender } = renderHook(({ hold }) => useJustAdded<string>(hold), {
      initialProps: { hold: true },
    });
    act(() => result.current.show(['10.0.0.0/8']));
    act(() => markJustAddedShown(result.current.ids));
    act(() => jest.advanceTimersByTime(JUST_ADDED_UNSEEN_MS * 2));
    expect(result.current.ids.has('10.0.0.0/8')).toBe(true);
    rerender({ hold: false });
    act(() => jest.advanceTimersByTime(JUST_ADDED_MS - 1));
    expect(result.current.ids.has('10.0.0.0/8')).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.ids.size).toBe(0);
  });
});

describe('useJustAddedPaging', () => {
  const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1 }));
  const idOf = (row: { id: number }) => row.id;

  it('opens the page of the row once the rows hold it, and lets the user page away after', () => {
    const { result, rerender } = renderHook(({ list, ids }) => useJustAddedPaging(list, ids, idOf), {
      initialProps: { list: rows.slice(0, 20), ids: new Set<number>() as ReadonlySet<number> },
    });
    expect(result.current.page).toBe(1);
    const added = new Set([25]);
    rerender({ list: rows.slice(0, 20), ids: added });
    expect(result.current.page).toBe(1);
    rerender({ list: rows, ids: added });
    expect(result.current.page).toBe(3);
    act(() => result.current.onChange(1, 10));
    rerender({ list: rows.slice(), ids: added });
    expect(result.current.page).toBe(1);
  });

  it('opens the page of the first highlighted row in the list, keeping the page size chosen', () => {
    const { result, rerender } = renderHook(({ ids }) => useJustAddedPaging(rows, ids, idOf), {
      initialProps: { ids: new Set<number>() as ReadonlySet<number> },
    });
    act(() => result.current.onChange(1, 'all'));
    act(() => result.current.onChange(1, 10));
    rerender({ ids: new Set([24, 12]) });
    expect(result.current).toMatchObject({ page: 2, pageSize: 10 });
  });
});

describe('JustAddedRows', () => {
  function Rows({ ids, badge = false }: { ids: ReadonlySet<number>; badge?: boolean }) {
    return (
      <JustAddedRows ids={ids}>
        <table>
          <tbody>
            {[1, 2].map((id) => (
              <tr key={id}>
                <td>
                  <JustAddedMark added={ids.has(id)} badge={badge}>{`row ${id}`}</JustAddedMark>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <article aria-label="card 3" {...justAddedMark(ids.has(3))} />
      </JustAddedRows>
    );
  }
  const scrolls: ScrollIntoViewOptions[] = [];
  let rowTop = 2000;
  let reducedMotion = false;
  const { scrollIntoView } = Element.prototype;
  const { matchMedia } = window;

  beforeEach(() => {
    jest.useFakeTimers();
    scrolls.length = 0;
    rowTop = 2000;
    reducedMotion = false;
    Element.prototype.scrollIntoView = function scrollIntoView(options?: boolean | ScrollIntoViewOptions) {
      scrolls.push(options as ScrollIntoViewOptions);
    };
    jest
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ top: rowTop, bottom: rowTop + 40 }) as DOMRect);
    window.matchMedia = ((query: string) => ({
      matches: reducedMotion && query.includes('reduce'),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    Element.prototype.scrollIntoView = scrollIntoView;
    window.matchMedia = matchMedia;
  });

  it('marks only the rows and cards just added, with the one attribute', () => {
    renderWithPortal(<Rows ids={new Set([2, 3])} />);
    expect(screen.getByText('row 2').closest('[data-just-added]')).not.toBeNull();
    expect(screen.getByText('row 1').closest('[data-just-added]')).toBeNull();
    expect(screen.getByRole('article', { name: 'card 3' })).toHaveAttribute('data-just-added');
  });

  it('says "New" in a badge only where the list asks for one', () => {
    const { rerender } = renderWithPortal(<Rows ids={new Set([1])} />, 'en');
    expect(screen.queryByText('New')).toBeNull();
    rerender(<Rows ids={new Set([1])} badge />);
    expect(screen.getByText('New').closest('tr')).toBe(screen.getByText('row 1').closest('tr'));
  });

  it('scrolls the first row just added into view once, when it is off screen', () => {
    const ids = new Set([2]);
    const { rerender } = renderWithPortal(<Rows ids={ids} />);
    act(() => jest.advanceTimersByTime(300));
    expect(scrolls).toEqual([{ block: 'center', behavior: 'smooth' }]);
    rerender(<Rows ids={ids} />);
    act(() => jest.advanceTimersByTime(300));
    expect(scrolls).toHaveLength(1);
  });

  it('leaves a row on screen where it is, and scrolls without motion for a reader who asked for less', () => {
    rowTop = 100;
    const { rerender } = renderWithPortal(<Rows ids={new Set([1])} />);
    act(() => jest.advanceTimersByTime(300));
    expect(scrolls).toEqual([]);
    rowTop = -500;
    reducedMotion = true;
    rerender(<Rows ids={new Set([2])} />);
    act(() => jest.advanceTimersByTime(300));
    expect(scrolls).toEqual([{ block: 'center', behavior: 'auto' }]);
  });
});
