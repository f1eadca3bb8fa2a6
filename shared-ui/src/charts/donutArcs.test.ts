import { donutArcs } from './donutArcs';

/** The numbers of an SVG path, in order. */
const numbers = (path: string) => (path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

describe('donut arcs', () => {
  it("lays slices out clockwise from twelve o'clock, each by its share of the total", () => {
    const [quarter, rest] = donutArcs([1, 3], 50, 100, 0);
    // a quarter: from the top (0, -100) clockwise to three o'clock (100, 0), back along the hole
    expect(quarter?.path).toBe('M0 -100A100 100 0 0 1 100 0L50 0A50 50 0 0 0 0 -50Z');
    // three quarters: from three o'clock round to the top, the long way (large-arc flag 1)
    expect(rest?.path).toBe('M100 0A100 100 0 1 1 0 -100L0 -50A50 50 0 1 0 50 0Z');
  });

  it('leaves the pad angle between slices', () => {
    const pad = Math.PI / 18; // 10°
    const [first] = donutArcs([1, 1], 50, 100, pad);
    const [x0, y0] = numbers(first?.path ?? '');
    // the first slice starts 5° past twelve o'clock
    expect(x0).toBeCloseTo(100 * Math.sin(pad / 2), 1);
    expect(y0).toBeCloseTo(-100 * Math.cos(pad / 2), 1);
  });

  it('skips zero and negative values and keeps the index of each drawn value', () => {
    expect(donutArcs([300, 0, -5, 100], 50, 100, 0).map((a) => a.index)).toEqual([0, 3]);
    expect(donutArcs([0, 0], 50, 100, 0)).toEqual([]);
  });

  it('fills the whole ring with a value alone', () => {
    const [only] = donutArcs([0, 42], 50, 100, 0.1);
    expect(only?.index).toBe(1);
    expect(only?.path).toBe(
      'M0 -100A100 100 0 1 1 0 100A100 100 0 1 1 0 -100M0 -50A50 50 0 1 0 0 50A50 50 0 1 0 0 -50Z',
    );
  });
});
