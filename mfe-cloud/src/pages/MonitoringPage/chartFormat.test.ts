import { makeServerReport } from '@portal/shared-sdk/factories';
import { timeFormatter, valueFormatter } from './chartFormat';

const at = Date.UTC(2026, 2, 5, 14, 30); // ms

describe('timeFormatter', () => {
  it('shows hours and minutes within a day and month/day over longer periods, in the locale calendar', () => {
    expect(timeFormatter('1h', 'en-us')(at)).toMatch(/^\d{2}:\d{2}$/);
    expect(timeFormatter('24h', 'fa-ir')(at)).toMatch(/^\d{2}:\d{2}$/);
    expect(timeFormatter('7d', 'en-us')(at)).toMatch(/^03\/0[56]$/);
    expect(timeFormatter('30d', 'fa-ir')(at)).toMatch(/^12\/1[45]$/);
  });
});

describe('valueFormatter', () => {
  it('writes percents with up to two decimals', () => {
    const format = valueFormatter(makeServerReport('cpu', '1h', { now: 0 }));
    expect(format(42.125)).toBe('42.13%');
    expect(format(0)).toBe('0%');
  });

  it('scales a network chart by its largest figure, one unit for every tick', () => {
    const small = makeServerReport('network', '1h', { now: 0, base: 100 });
    expect(valueFormatter(small)(208)).toBe('208 B/s');
    const large = makeServerReport('network', '24h', { now: 0, base: 3 * 1024 ** 2 });
    const format = valueFormatter(large);
    expect(format(3 * 1024 ** 2)).toBe('3 MB/s');
    expect(format(512 * 1024)).toBe('0.5 MB/s');
  });
});
