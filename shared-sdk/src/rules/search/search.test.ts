import { normalizeSearchText } from './normalizeSearchText';
import { prepareSearchFields, searchScore } from './searchScore';
import { rankSearchResults } from './rankSearchResults';
import { addRecentSearchItem, readRecentSearchItems } from './recentSearchItems';

const entry = (id: string, title: string, detail?: string, keywords?: string[]) => ({
  id,
  prepared: prepareSearchFields({ title, detail, keywords }),
});
const score = (query: string, title: string, detail?: string) =>
  searchScore(normalizeSearchText(query), prepareSearchFields({ title, detail }));

describe('normalizeSearchText', () => {
  it('reads Persian and Arabic-Indic digits as Latin ones', () => {
    expect(normalizeSearchText('وب-۱۲')).toBe('وب 12');
    expect(normalizeSearchText('٣٤')).toBe('34');
  });
  it('ignores half-spaces, case, Arabic letter forms, diacritics and direction marks', () => {
    expect(normalizeSearchText('اسنپ‌شات‌ها')).toBe('اسنپشاتها');
    expect(normalizeSearchText('Web-1.Example')).toBe('web 1 example');
    expect(normalizeSearchText('كليد')).toBe('کلید');
    expect(normalizeSearchText('\u200eexample.com\u200f')).toBe('example com');
    expect(normalizeSearchText('  دامنه‌ها   ')).toBe('دامنهها');
  });
});

describe('searchScore', () => {
  it('finds nothing that does not contain what was typed', () => {
    expect(score('zzz', 'Cloud servers')).toBe(0);
  });
  it('ranks the same title, a title start, a word start and a substring in that order', () => {
    const exact = score('web 1', 'web-1');
    const start = score('web', 'web-1');
    const word = score('serv', 'Cloud servers');
    const inside = score('erver', 'Cloud servers');
    expect(exact).toBeGreaterThan(start);
    expect(start).toBeGreaterThan(word);
    expect(word).toBeGreaterThan(inside);
    expect(inside).toBeGreaterThan(0);
  });
  it('matches words in any order across the title and the detail', () => {
    expect(score('185 web', 'web-1', '185.20.1.4')).toBeGreaterThan(0);
  });
  it('matches a Persian query with Persian digits and a half-space against the stored text', () => {
    expect(score('تیکت ۱۲', 'تیکت 12: مشکل DNS')).toBeGreaterThan(0);
    expect(score('اسنپ شات', 'اسنپ‌شات‌ها')).toBeGreaterThan(0);
    expect(score('اسنپشات', 'اسنپ‌شات‌ها')).toBe(90);
  });
});

describe('rankSearchResults', () => {
  const entries = [
    entry('a', 'Cloud servers'),
    entry('b', 'web-1', '185.20.1.4'),
    entry('c', 'web-10'),
    entry('d', 'Domains'),
  ];
  it('puts the best match first and leaves out what does not match', () => {
    expect(rankSearchResults('web', entries, []).map((r) => r.entry.id)).toEqual(['b', 'c']);
    expect(rankSearchResults('web-10', entries, []).map((r) => r.entry.id)).toEqual(['c']);
  });
  it('puts matching recent entries first, the most recent first', () => {
    expect(rankSearchResults('web', entries, ['c']).map((r) => [r.entry.id, r.recent])).toEqual([
      ['c', true],
      ['b', false],
    ]);
  });
  it('lists only the recent entries for an empty query', () => {
    expect(rankSearchResults('', entries, ['d', 'a']).map((r) => r.entry.id)).toEqual(['d', 'a']);
  });
  it('keeps at most the limit', () => {
    expect(rankSearchResults('e', entries, [], 2)).toHaveLength(2);
  });
});

describe('recent entries', () => {
  it('puts the opened entry first once and keeps at most the limit', () => {
    const recent = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(addRecentSearchItem(recent, { id: 'b' }).map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(addRecentSearchItem(recent, { id: 'd' }, 3).map((r) => r.id)).toEqual(['d', 'a', 'b']);
  });
  it('reads a stored list leniently', () => {
    const isItem = (v: unknown): v is { id: string } => !!v && typeof (v as { id?: unknown }).id === 'string';
    expect(readRecentSearchItems('[{"id":"a"},{"x":1},{"id":"b"}]', isItem)).toEqual([
      { id: 'a' },
      { id: 'b' },
    ]);
    expect(readRecentSearchItems('not json', isItem)).toEqual([]);
    expect(readRecentSearchItems(null, isItem)).toEqual([]);
  });
});
