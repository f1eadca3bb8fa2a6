import { clampNumber, groupDigits, parseNumberInput, sanitizeNumberInput } from './numberInput';

describe('number input rules', () => {
  it('keeps digits, one leading minus and one point only', () => {
    expect(sanitizeNumberInput('12a3')).toBe('123');
    expect(sanitizeNumberInput('-1-2')).toBe('-12');
    expect(sanitizeNumberInput('1.2.3')).toBe('1.23');
    expect(sanitizeNumberInput('1,000 rials')).toBe('1000');
    expect(sanitizeNumberInput('e5+')).toBe('5');
  });

  it('converts Persian and Arabic-Indic digits and the Persian decimal mark', () => {
    expect(sanitizeNumberInput('۱۲۳۴')).toBe('1234');
    expect(sanitizeNumberInput('٤٥')).toBe('45');
    expect(sanitizeNumberInput('۳٫۵')).toBe('3.5');
  });

  it('drops the minus or point when not allowed', () => {
    expect(sanitizeNumberInput('-3.5', { allowNegative: false, allowDecimal: false })).toBe('35');
  });

  it('parses complete numbers only', () => {
    expect(parseNumberInput('')).toBeUndefined();
    expect(parseNumberInput('-')).toBeUndefined();
    expect(parseNumberInput('.')).toBeUndefined();
    expect(parseNumberInput('-2.5')).toBe(-2.5);
  });

  it('clamps to the bounds', () => {
    expect(clampNumber(5, 10, 100)).toBe(10);
    expect(clampNumber(500, 10, 100)).toBe(100);
    expect(clampNumber(50, 10, 100)).toBe(50);
    expect(clampNumber(-5)).toBe(-5);
  });
});

describe('groupDigits', () => {
  it('puts separators in the integer part only and keeps sign and fraction', () => {
    expect(groupDigits('1250000')).toBe('1,250,000');
    expect(groupDigits('-1234567.5678')).toBe('-1,234,567.5678');
    expect(groupDigits('999')).toBe('999');
    expect(groupDigits('')).toBe('');
  });
});
