import { normalizeSearchText } from './normalizeSearchText';

/** What a search compares of an entry: its title, and secondary texts (an address, an IP, other names). */
export interface SearchFields {
  title: string;
  detail?: string;
  keywords?: readonly string[];
}

/** An entry's texts normalised once, so a keystroke compares without normalising again. */
export interface PreparedSearchFields {
  title: string;
  /** title, detail and keywords together */
  all: string;
  /** `all` without spaces: "اسنپ شات" finds "اسنپ‌شات" and "web 1" finds "web-1" */
  compact: string;
}

export function prepareSearchFields({ title, detail, keywords }: SearchFields): PreparedSearchFields {
  const t = normalizeSearchText(title);
  const all = [t, ...[detail ?? '', ...(keywords ?? [])].map(normalizeSearchText)].filter(Boolean).join(' ');
  return { title: t, all, compact: all.replace(/ /g, '') };
}

const startsAWord = (text: string, query: string) => text.startsWith(query) || text.includes(` ${query}`);

/**
 * How well an entry matches what was typed (already normalised with normalizeSearchText): 0 is no
 * match. The title equal to the query ranks first, then the title starting with it, a word of the
 * title starting with it, the query inside the title, every typed word starting a word of any text,
 * every typed word inside any text, and last the query found with spaces ignored.
 */
export function searchScore(query: string, fields: PreparedSearchFields): number {
  if (!query) return 1;
  const { title, all, compact } = fields;
  if (title === query) return 100;
  if (title.startsWith(query)) return 90;
  if (startsAWord(title, query)) return 80;
  if (title.includes(query)) return 70;
  const words = query.split(' ');
  if (words.every((w) => startsAWord(all, w))) return 60;
  if (words.every((w) => all.includes(w))) return 40;
  if (compact.includes(query.replace(/ /g, ''))) return 30;
  return 0;
}
