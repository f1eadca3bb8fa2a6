import { niceTicks } from './plotScales';

describe('plot scales', () => {
  it('ticks values from zero past the maximum at a round step', () => {
    expect(niceTicks(55, 5)).toEqual([0, 20, 40, 60]);
    expect(niceTicks(30, 5)).toEqual([0, 10, 20, 30]);
    expect(niceTicks(0.7, 5)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(niceTicks(2.5, 5)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0, 5)).toEqual([0, 1]);
  });
});
