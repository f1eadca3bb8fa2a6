import { clampPage, pageCount, pageRange, pageRows, visiblePages } from './paging';

describe('paging', () => {
  it('counts pages for each size, with all being one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(101, 25)).toBe(5);
    expect(pageCount(1000, 'all')).toBe(1);
  });

  it('slices the rows of a page', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageRows(rows, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageRows(rows, 3, 10)).toEqual([21, 22, 23]);
    expect(pageRows(rows, 2, 'all')).toHaveLength(23);
  });

  it('reports the shown range', () => {
    expect(pageRange(2, 23, 10)).toEqual({ from: 11, to: 20 });
    expect(pageRange(3, 23, 10)).toEqual({ from: 21, to: 23 });
    expect(pageRange(1, 0, 10)).toEqual({ from: 0, to: 0 });
    expect(pageRange(1, 23, 'all')).toEqual({ from: 1, to: 23 });
  });

  it('shows at most four page buttons around the current page', () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 3, 4]);
    expect(visiblePages(2, 10)).toEqual([1, 2, 3, 4]);
    expect(visiblePages(5, 10)).toEqual([4, 5, 6, 7]);
    expect(visiblePages(10, 10)).toEqual([7, 8, 9, 10]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(1, 1)).toEqual([1]);
  });

  it('clamps a page that no longer exists to the last page', () => {
    expect(clampPage(5, 23, 10)).toBe(3);
    expect(clampPage(0, 23, 10)).toBe(1);
  });
});
