import { toLatinDigits } from '../digits';

// Arabic letter forms a Persian keyboard does not type, as the Persian letters they stand for
const LETTERS: Readonly<Record<string, string>> = {
  ي: 'ی',
  ى: 'ی',
  ك: 'ک',
  ة: 'ه',
  أ: 'ا',
  إ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
  ۀ: 'ه',
};

/**
 * A text as search compares it: lower case, Persian and Arabic-Indic digits as Latin ones, Arabic
 * letter forms as Persian ones, no diacritics, tatweel, half-spaces (ZWNJ/ZWJ) or direction marks,
 * and one space between words. "اسنپ‌شات ۱۲" and "اسنپشات 12" read the same.
 */
export function normalizeSearchText(value: string): string {
  return toLatinDigits(value)
    .toLowerCase()
    .replace(/\p{Mn}/gu, '')
    .replace(/\u0640|\u200c|\u200d|[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[يىكةأإٱؤۀ]/g, (ch) => LETTERS[ch] ?? ch)
    .replace(/[\s_\-./:،,]+/g, ' ')
    .trim();
}
