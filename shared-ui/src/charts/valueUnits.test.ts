import { formatScaled, scaledUnit } from './valueUnits';

describe('value units', () => {
  it('shows bytes in the largest step of 1024 the maximum reaches', () => {
    expect(scaledUnit(900, 'bytes')).toEqual({ divisor: 1, id: 'B' });
    expect(scaledUnit(2048, 'bytes')).toEqual({ divisor: 1024, id: 'KB' });
    expect(scaledUnit(2.5 * 1024 ** 3, 'bytes')).toEqual({ divisor: 1024 ** 3, id: 'GB' });
    expect(scaledUnit(1024 ** 6, 'bytes')).toEqual({ divisor: 1024 ** 4, id: 'TB' });
    expect(scaledUnit(5 * 1024 ** 2, 'bytesPerSecond').id).toBe('MBps');
  });

  it('shows speeds in bits and counts by steps of 1000', () => {
    expect(scaledUnit(999, 'bitsPerSecond')).toEqual({ divisor: 1, id: 'bps' });
    expect(scaledUnit(12_000_000, 'bitsPerSecond')).toEqual({ divisor: 1e6, id: 'Mbps' });
    expect(scaledUnit(950, 'count')).toEqual({ divisor: 1, id: 'one' });
    expect(scaledUnit(45_000, 'count')).toEqual({ divisor: 1000, id: 'thousand' });
  });

  it('tells durations in seconds under a minute, minutes under an hour, hours above', () => {
    expect(scaledUnit(59, 'seconds')).toEqual({ divisor: 1, id: 'second' });
    expect(scaledUnit(60, 'seconds')).toEqual({ divisor: 60, id: 'minute' });
    expect(scaledUnit(3600, 'seconds')).toEqual({ divisor: 3600, id: 'hour' });
  });

  it('keeps percentages as they are and a zero maximum in the base unit', () => {
    expect(scaledUnit(250, 'percent')).toEqual({ divisor: 1, id: 'percent' });
    expect(scaledUnit(0, 'bytes')).toEqual({ divisor: 1, id: 'B' });
  });

  it('formats a scaled value with Latin digits, grouping and two decimals at most', () => {
    expect(formatScaled(1536, { divisor: 1024, id: 'KB' })).toBe('1.5');
    expect(formatScaled(1234567, { divisor: 1, id: 'one' })).toBe('1,234,567');
    expect(formatScaled(1 / 3, { divisor: 1, id: 'percent' })).toBe('0.33');
  });
});
