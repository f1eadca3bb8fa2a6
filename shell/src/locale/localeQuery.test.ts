import { hasLocaleQuery, readLocaleQuery, stripLocaleQuery } from './localeQuery';

describe('locale query', () => {
  it('reads only the supported locales', () => {
    expect(readLocaleQuery('?locale=en')).toBe('en');
    expect(readLocaleQuery('?a=1&locale=fa')).toBe('fa');
    expect(readLocaleQuery('?locale=de')).toBeNull();
    expect(readLocaleQuery('')).toBeNull();
  });

  it('strips the parameter and keeps the others', () => {
    expect(stripLocaleQuery('?locale=en')).toBe('');
    expect(stripLocaleQuery('?a=1&locale=en&b=2')).toBe('?a=1&b=2');
    expect(hasLocaleQuery('?locale=')).toBe(true);
  });
});
