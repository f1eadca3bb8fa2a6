import { nearestIndex, niceTicks, timeTicks } from './plotScales';

describe('plot scales', () => {
  it('ticks values from zero past the maximum at a round step', () => {
    expect(niceTicks(55, 5)).toEqual([0, 20, 40, 60]);
    expect(niceTicks(30, 5)).toEqual([0, 10, 20, 30]);
    expect(niceTicks(0.7, 5)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(niceTicks(0, 5)).toEqual([0, 1]);
  });

  it('spreads time ticks evenly over the range, both ends included', () => {
    expect(timeTicks(0, 100, 6)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(timeTicks(5, 5, 6)).toEqual([5]);
  });

  it('finds the point nearest to the pointer', () => {
    expect(nearestIndex([0, 10, 20], 14)).toBe(1);
    expect(nearestIndex([0, 10, 20], 16)).toBe(2);
    expect(nearestIndex([], 3)).toBeNull();
  });
});
