import { formatDate } from './dates';

// Local-time inputs keep the tests independent of the machine's time zone.
const nowruz1403 = new Date(2024, 2, 20, 13, 5, 9); // 1403/01/01 in the Jalali calendar

describe('formatDate', () => {
  it.each<[Parameters<typeof formatDate>[0], 'fa-ir' | 'en-us', Parameters<typeof formatDate>[2], string]>([
    [nowruz1403, 'fa-ir', {}, '1403/01/01'],
    [nowruz1403, 'en-us', {}, '2024/03/20'],
    [nowruz1403, 'fa-ir', { time: true }, '1403/01/01 13:05'],
    [nowruz1403, 'en-us', { time: true }, '2024/03/20 13:05'],
    [nowruz1403.getTime(), 'fa-ir', {}, '1403/01/01'],
    [Math.floor(nowruz1403.getTime() / 1000), 'en-us', {}, '2024/03/20'],
    [nowruz1403.toISOString(), 'en-us', { time: true }, '2024/03/20 13:05'],
    [nowruz1403, 'en-us', { pattern: 'DD-MM-YYYY HH:mm:ss' }, '20-03-2024 13:05:09'],
    [new Date(2023, 11, 31, 23, 59), 'fa-ir', { time: true }, '1402/10/10 23:59'],
    [new Date(2024, 0, 5, 7, 3), 'en-us', { time: true }, '2024/01/05 07:03'],
  ])('formats %p in %s (%p) as %p', (value, locale, options, expected) => {
    expect(formatDate(value, locale, options)).toBe(expected);
  });

  it('never prints Persian digits', () => {
    expect(formatDate(nowruz1403, 'fa-ir', { time: true })).toMatch(/^[0-9/: ]+$/);
  });

  it('returns an empty string for unreadable input', () => {
    expect(formatDate('nonsense', 'fa-ir')).toBe('');
    expect(formatDate(null, 'en-us')).toBe('');
  });
});
