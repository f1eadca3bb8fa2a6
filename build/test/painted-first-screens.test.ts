// A remote's painted first screen (contributions `firstQueries[].paint`) is shown before the
// remote's scripts and replaced by its page: every text it paints must be one the page itself
// shows, in both locales — one of the remote's messages or of shared-ui's (whose table and form
// parts the pages use), a `{placeholder}` of a message standing for any value.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const REMOTE_FOLDERS = ['mfe-cdn', 'mfe-cloud', 'mfe-support', 'mfe-billing', 'mfe-account'];
const LOCALES = ['fa', 'en'] as const;

type Text = { fa: string; en: string };

const messagesOf = (folder: string, locale: string): string[] =>
  Object.values(
    JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'src/messages', `${locale}.json`), 'utf8')) as Record<
      string,
      string
    >,
  );

/** A message as a pattern of whole texts: its `{placeholders}` (simple arguments) match any value. */
const asPattern = (message: string) =>
  new RegExp(
    `^${message
      .split(/\{[A-Za-z0-9_]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

/** Every text of a paint description: any object with exactly the two locales. */
function textsOf(value: unknown, found: Text[] = []): Text[] {
  if (Array.isArray(value)) for (const item of value) textsOf(item, found);
  else if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 2 && 'fa' in value && 'en' in value) found.push(value as Text);
    else for (const item of Object.values(value)) textsOf(item, found);
  }
  return found;
}

describe.each(REMOTE_FOLDERS)("%s's painted first screens", (folder) => {
  const contributions = JSON.parse(
    fs.readFileSync(path.join(ROOT, folder, 'contributions.json'), 'utf8'),
  ) as { firstQueries?: Array<{ path: string; paint?: unknown }> };
  const painted = (contributions.firstQueries ?? []).filter((q) => q.paint);

  it('describes the first screen of each page it declares a first query for', () => {
    expect(painted.map((q) => q.path)).toEqual((contributions.firstQueries ?? []).map((q) => q.path));
  });

  it.each(LOCALES)('paints only texts its page shows (%s)', (locale) => {
    const patterns = [...messagesOf(folder, locale), ...messagesOf('shared-ui', locale)].map(asPattern);
    const texts = painted.flatMap((q) => textsOf(q.paint)).map((t) => t[locale]);
    expect(texts.length).toBeGreaterThan(3);
    // a column's "#" is the only text no message holds: a sign, the same in both locales
    expect(texts.filter((t) => t !== '#' && !patterns.some((p) => p.test(t)))).toEqual([]);
  });
});
