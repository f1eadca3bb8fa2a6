import { toLatinDigits } from './digits';

describe('toLatinDigits', () => {
  it.each([
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['قیمت ۱۲۳ ریال', 'قیمت 123 ریال'],
    ['mixed ۱2٣', 'mixed 123'],
    ['abc', 'abc'],
    [42, '42'],
    [null, ''],
    [undefined, ''],
  ])('converts %p to %p', (input, expected) => {
    expect(toLatinDigits(input)).toBe(expected);
  });
});
