import { makeServerReport } from '@portal/shared-sdk/factories';
import { chartScale, timeFormatter } from './chartFormat';

const at = Date.UTC(2026, 2, 5, 14, 30); // ms

describe('timeFormatter', () => {
  it('shows hours and minutes within a day and month/day over longer periods, in the locale calendar', () => {
    expect(timeFormatter('1h', 'en-us')(at)).toMatch(/^\d{2}:\d{2}$/);
    expect(timeFormatter('24h', 'fa-ir')(at)).toMatch(/^\d{2}:\d{2}$/);
    expect(timeFormatter('7d', 'en-us')(at)).toMatch(/^03\/0[56]$/);
    expect(timeFormatter('30d', 'fa-ir')(at)).toMatch(/^12\/1[45]$/);
  });
});

describe('chartScale', () => {
  it('writes percents with up to two decimals', () => {
    const { divisor, unit, format } = chartScale(makeServerReport('cpu', '1h', { now: 0 }));
    expect(unit).toBeNull();
    expect(divisor).toBe(1);
    expect(format(42.125)).toBe('42.13%');
    expect(format(0)).toBe('0%');
  });

  it('draws a network chart in the unit of its largest figure, named once, the ticks bare numbers', () => {
    const small = chartScale(makeServerReport('network', '1h', { now: 0, base: 100 }));
    expect(small).toMatchObject({ divisor: 1, unit: 'B/s' });
    expect(small.format(208)).toBe('208');
    const large = chartScale(makeServerReport('network', '24h', { now: 0, base: 3 * 1024 ** 2 }));
    expect(large).toMatchObject({ divisor: 1024 ** 2, unit: 'MB/s' });
    expect(large.format(50)).toBe('50');
    expect(large.format(0.123)).toBe('0.12');
  });
});
