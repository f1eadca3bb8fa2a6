import fs from 'node:fs';
import path from 'node:path';

// Every package's message catalogues: a count is shown through ICU plural in both languages
// ("{count, plural, one {# core} other {# cores}}"), never as "{count} cores", which reads "1 cores".
const ROOT = path.resolve(__dirname, '../..');
const webpackConfig = require('../../shell/webpack.config.cjs');
const rule = webpackConfig({}, { mode: 'production' }).module.rules.find((r: { test?: RegExp }) =>
  r.test?.test('/x/shell/src/messages/fa.json'),
);
// the parser the build compiles the messages with
const { parse, TYPE } = require(rule.use.options.parserPath as string);

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> };

/** Words ending in "s" that are not a plural noun after a number ("{name} is", "{count} of"). */
const NOT_PLURAL = new Set([
  'is',
  'was',
  'has',
  'does',
  'its',
  'this',
  'as',
  'us',
  'always',
  'across',
  'plus',
  'status',
  'access',
  'address',
  'ms',
  'gbps',
  'mbps',
  'kbps',
  'bps',
  'rps',
  'minus',
  'bonus',
  'process',
]);

/** Arguments that name a thing, never a number: "{name} stops", "{domain} leaves" are verbs after them. */
const NOT_COUNTS = new Set([
  'name',
  'domain',
  'server',
  'path',
  'type',
  'content',
  'plan',
  'remote',
  'area',
  'datacenter',
  'setting',
  'challenge',
  'device',
  'origin',
  'version',
  'permission',
  'chart',
  'ip',
  'email',
  'title',
  'subject',
  'label',
  'url',
  'gateway',
  'key',
  'group',
  'network',
  'record',
  'status',
  'user',
]);

/** "{n} <word>" where the word is an English plural noun: a count outside a plural. */
function countsOutsidePlural(elements: Element[]): string[] {
  const found: string[] = [];
  elements.forEach((el, i) => {
    if (el.type === TYPE.select) {
      for (const option of Object.values(el.options ?? {})) found.push(...countsOutsidePlural(option.value));
      return;
    }
    if (el.type !== TYPE.argument && el.type !== TYPE.number) return;
    if (el.type === TYPE.argument && NOT_COUNTS.has(el.value as string)) return;
    const next = elements[i + 1];
    if (!next || next.type !== TYPE.literal) return;
    const word = /^\s+([A-Za-z]+)/.exec(next.value ?? '')?.[1];
    if (word && word.length > 2 && /[^s]s$/.test(word) && !NOT_PLURAL.has(word.toLowerCase()))
      found.push(`{${el.value}} ${word}`);
  });
  return found;
}

/** The arguments each plural of a message counts by. */
function pluralArguments(elements: Element[]): string[] {
  return elements.flatMap((el) => [
    ...(el.type === TYPE.plural ? [el.value as string] : []),
    ...Object.values(el.options ?? {}).flatMap((option) => pluralArguments(option.value)),
  ]);
}

const catalogues = fs
  .readdirSync(ROOT)
  .filter((dir) => fs.existsSync(path.join(ROOT, dir, 'src/messages/en.json')))
  .map((dir) => ({
    pkg: dir,
    en: JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'src/messages/en.json'), 'utf8')) as Record<
      string,
      string
    >,
    fa: JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'src/messages/fa.json'), 'utf8')) as Record<
      string,
      string
    >,
  }));

describe('counts in the message catalogues', () => {
  it('finds every package that has messages', () => {
    expect(catalogues.map((c) => c.pkg)).toEqual(
      expect.arrayContaining([
        'shell',
        'shared-ui',
        'mfe-cdn',
        'mfe-cloud',
        'mfe-support',
        'mfe-billing',
        'mfe-account',
      ]),
    );
  });

  it('catches the forms a count outside a plural takes, and passes a plural', () => {
    expect(countsOutsidePlural(parse('{value} cores'))).toEqual(['{value} cores']);
    expect(countsOutsidePlural(parse('{count} of {max} rules'))).toEqual(['{max} rules']);
    expect(countsOutsidePlural(parse('{kind, select, a {{n} files} other {x}}'))).toEqual(['{n} files']);
    expect(countsOutsidePlural(parse('{value, plural, one {# core} other {# cores}}'))).toEqual([]);
    expect(countsOutsidePlural(parse('{name} is on, {size} GB, {seconds} s, {name} stops'))).toEqual([]);
  });

  describe.each(catalogues)('$pkg', ({ en, fa }) => {
    it('shows no English count outside a plural', () => {
      const outside = Object.entries(en).flatMap(([id, message]) =>
        countsOutsidePlural(parse(message)).map((hit) => `${id}: ${hit}`),
      );
      expect(outside).toEqual([]);
    });

    it('counts in Persian by the same plurals as in English', () => {
      const differ = Object.entries(en)
        .map(([id, message]) => ({
          id,
          en: pluralArguments(parse(message)).sort(),
          fa: pluralArguments(parse(fa[id] ?? '')).sort(),
        }))
        .filter((m) => m.en.join() !== m.fa.join())
        .map((m) => `${m.id}: en ${m.en.join(',') || '-'} / fa ${m.fa.join(',') || '-'}`);
      expect(differ).toEqual([]);
    });
  });
});
