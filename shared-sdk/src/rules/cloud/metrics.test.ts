import { byteUnitFor, isMetricPeriod, metricInstants, scaleBytes } from './metrics';

describe('metric periods', () => {
  it('spreads points on whole steps up to now', () => {
    const now = 1_742_032_830; // 2025-03-15 10:00:30 UTC
    const hour = metricInstants('1h', now);
    expect(hour).toHaveLength(61);
    expect(hour.at(-1)).toBe(1_742_032_800);
    expect(hour[0]).toBe(1_742_032_800 - 3600);
    expect(metricInstants('24h', now)).toHaveLength(97);
    expect(metricInstants('7d', now)).toHaveLength(169);
    expect(metricInstants('30d', now)).toHaveLength(181);
  });

  it('knows its period names', () => {
    expect(['1h', '24h', '7d', '30d', '6h', 5].map(isMetricPeriod)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('byte units', () => {
  it('picks the largest unit in which the maximum is at least 1', () => {
    expect(byteUnitFor(0)).toEqual({ unit: 'B', divisor: 1 });
    expect(byteUnitFor(1023)).toEqual({ unit: 'B', divisor: 1 });
    expect(byteUnitFor(1024)).toEqual({ unit: 'KB', divisor: 1024 });
    expect(byteUnitFor(5 * 1024 ** 2)).toEqual({ unit: 'MB', divisor: 1024 ** 2 });
    expect(byteUnitFor(3 * 1024 ** 3).unit).toBe('GB');
    expect(byteUnitFor(2 * 1024 ** 5).unit).toBe('TB');
  });

  it('scales one figure with two decimals', () => {
    expect(scaleBytes(1536)).toEqual({ value: 1.5, unit: 'KB' });
    expect(scaleBytes(118 * 1024 ** 3)).toEqual({ value: 118, unit: 'GB' });
    expect(scaleBytes(0)).toEqual({ value: 0, unit: 'B' });
  });
});
