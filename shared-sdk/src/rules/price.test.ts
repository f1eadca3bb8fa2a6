import { formatNumber, formatPrice, rialsToTomans } from './price';

describe('formatPrice', () => {
  it.each<[number | string | null, 'rial' | 'toman' | undefined, string]>([
    [0, undefined, '0'],
    [999, undefined, '999'],
    [1000, undefined, '1,000'],
    [1500000, undefined, '1,500,000'],
    [1234567.6, undefined, '1,234,568'],
    [-250000, undefined, '-250,000'],
    ['۱۵۰۰۰۰۰', undefined, '1,500,000'],
    ['1,500,000', undefined, '1,500,000'],
    [1500000, 'toman', '150,000'],
    [1500005, 'toman', '150,001'],
    [-59000, 'toman', '-5,900'],
    [null, undefined, '0'],
    ['abc', 'toman', '0'],
  ])('formats %p %p as %p', (input, unit, expected) => {
    expect(formatPrice(input, { unit })).toBe(expected);
  });
});

describe('rialsToTomans', () => {
  it.each([
    [10, 1],
    [15, 2],
    [14, 1],
    [0, 0],
    ['1000', 100],
  ])('turns %p rials into %p tomans', (rials, tomans) => {
    expect(rialsToTomans(rials)).toBe(tomans);
  });
});

describe('formatNumber', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(1234567890)).toBe('1,234,567,890');
  });
});
