import { formatTimeUnit } from './timeUnits';

describe('formatTimeUnit', () => {
  it.each([
    [0, 0, 'second'],
    [1, 1, 'second'],
    [59, 59, 'second'],
    [60, 1, 'minute'],
    [90, 1.5, 'minute'],
    [3599, 59.98, 'minute'],
    [3600, 1, 'hour'],
    [5400, 1.5, 'hour'],
    [86400, 24, 'hour'],
  ])('shows %p seconds as %p %s', (seconds, value, unit) => {
    expect(formatTimeUnit(seconds)).toEqual({ value, unit });
  });
});
