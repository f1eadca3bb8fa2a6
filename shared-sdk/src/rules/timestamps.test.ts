import { normalizeTimestamp } from './timestamps';

describe('normalizeTimestamp', () => {
  it.each<[Parameters<typeof normalizeTimestamp>[0], number]>([
    [1710939909, 1710939909000],
    [1710939909000, 1710939909000],
    ['1710939909', 1710939909000],
    ['۱۷۱۰۹۳۹۹۰۹', 1710939909000],
    [0, 0],
    [999999999999, 999999999999000],
    [1e12, 1e12],
    ['2024-03-20T13:05:09Z', Date.UTC(2024, 2, 20, 13, 5, 9)],
    [new Date(Date.UTC(2024, 0, 1)), Date.UTC(2024, 0, 1)],
  ])('reads %p as %p ms', (input, expected) => {
    expect(normalizeTimestamp(input)).toBe(expected);
  });

  it('reads a space-separated date-time as local time', () => {
    expect(normalizeTimestamp('2024-03-20 13:05:09')).toBe(new Date(2024, 2, 20, 13, 5, 9).getTime());
  });

  it.each([null, undefined, '', 'not a date', Number.NaN, Infinity])('returns NaN for %p', (input) => {
    expect(normalizeTimestamp(input as never)).toBeNaN();
  });
});
