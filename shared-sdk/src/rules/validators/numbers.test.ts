import { isNumberInRange, isPositiveInteger, validateNumberRange } from './numbers';

describe('isPositiveInteger', () => {
  it.each<[string | number, boolean]>([
    [1, true],
    ['42', true],
    ['۱۲', true],
    [0, false],
    [-3, false],
    ['1.5', false],
    ['', false],
    ['abc', false],
  ])('%p → %p', (v, ok) => expect(isPositiveInteger(v)).toBe(ok));
});

describe('validateNumberRange', () => {
  it.each<[string | number | null, string | null]>([
    [5, null],
    ['1', null],
    ['10', null],
    ['-1', 'numberOutOfRange'],
    [11, 'numberOutOfRange'],
    ['5.5', null],
    ['x', 'numberInvalid'],
    ['', 'numberRequired'],
    [null, 'numberRequired'],
  ])('%p in [1, 10] → %p', (v, code) => expect(validateNumberRange(v, 1, 10)).toBe(code));

  it('has a boolean form', () => {
    expect(isNumberInRange(3, 1, 10)).toBe(true);
    expect(isNumberInRange(30, 1, 10)).toBe(false);
  });
});
