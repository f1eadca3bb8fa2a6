import { parseProductName, productNameIn } from './productName';

it('takes one name for both locales, or a name per locale', () => {
  expect(productNameIn(parseProductName('Acme Cloud'), 'fa')).toBe('Acme Cloud');
  const named = parseProductName({ fa: 'پرتال ابری', en: 'Cloud Portal' });
  expect(productNameIn(named, 'fa')).toBe('پرتال ابری');
  expect(productNameIn(named, 'en')).toBe('Cloud Portal');
});

it("names nothing for a locale the config leaves out or gives a wrong type (the shell's own text applies)", () => {
  expect(productNameIn(parseProductName({ en: 'Cloud Portal', fa: 7 }), 'fa')).toBe('');
  expect(productNameIn(parseProductName(42), 'en')).toBe('');
  expect(productNameIn(parseProductName(null), 'fa')).toBe('');
});
