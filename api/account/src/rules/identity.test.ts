import {
  isEconomicCode,
  isNationalCode,
  isNationalLegalId,
  isPostalCode,
  isRegistrationNumber,
} from './identity';

describe('isNationalCode', () => {
  it('accepts codes whose check digit holds', () => {
    for (const code of ['0076229645', '1583250689', '0012345679', '0087654326'])
      expect(isNationalCode(code)).toBe(true);
  });
  it('accepts Persian digits and surrounding spaces', () => {
    expect(isNationalCode(' ۰۰۷۶۲۲۹۶۴۵ ')).toBe(true);
  });
  it('refuses a wrong check digit, a wrong length and repeated digits', () => {
    expect(isNationalCode('0076229646')).toBe(false);
    expect(isNationalCode('007622964')).toBe(false);
    expect(isNationalCode('00762296450')).toBe(false);
    expect(isNationalCode('1111111111')).toBe(false);
    expect(isNationalCode('')).toBe(false);
    expect(isNationalCode(null)).toBe(false);
  });
});

describe('isNationalLegalId', () => {
  it('accepts ids whose check digit holds', () => {
    expect(isNationalLegalId('10320894878')).toBe(true);
    expect(isNationalLegalId('10101010103')).toBe(true);
    expect(isNationalLegalId('۱۰۳۲۰۸۹۴۸۷۸')).toBe(true);
  });
  it('refuses a wrong check digit, a wrong length and an all-zero middle', () => {
    expect(isNationalLegalId('10320894877')).toBe(false);
    expect(isNationalLegalId('1032089487')).toBe(false);
    expect(isNationalLegalId('10100000000')).toBe(false);
  });
});

describe('isPostalCode', () => {
  it('accepts ten digits in the postal format', () => {
    expect(isPostalCode('1416713115')).toBe(true);
    expect(isPostalCode('۸۱۷۳۹۱۴۵۶۷')).toBe(true);
  });
  it('refuses 0 or 2 in the first five digits, 5 as the fifth, 2 in the last five, four equal digits first', () => {
    expect(isPostalCode('1016713115')).toBe(false);
    expect(isPostalCode('1426713115')).toBe(false);
    expect(isPostalCode('1416513115')).toBe(false);
    expect(isPostalCode('1416713125')).toBe(false);
    expect(isPostalCode('1111713115')).toBe(false);
    expect(isPostalCode('141671311')).toBe(false);
  });
});

describe('economic code, registration number', () => {
  it('takes 11 or 12 digits for an economic code', () => {
    expect(isEconomicCode('411111111111')).toBe(true);
    expect(isEconomicCode('10320894878')).toBe(true);
    expect(isEconomicCode('4111111111')).toBe(false);
    expect(isEconomicCode('41111111111a')).toBe(false);
  });
  it('takes 1 to 10 digits for a registration number', () => {
    expect(isRegistrationNumber('123456')).toBe(true);
    expect(isRegistrationNumber('12345678901')).toBe(false);
    expect(isRegistrationNumber('12-34')).toBe(false);
  });
});
