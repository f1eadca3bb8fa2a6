import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ContributionsError,
  buildContributions,
  readContributionsFile,
  validateContributions,
} from './validateContributions';
import { ICON_NAMES, MENU_NAMES, WIDGET_SLOTS } from '../contributions/types';
import schema from '../../schema/contributions.schema.json';
import { REMOTES, REMOTE_NAMES } from '../remotes';

const ROOT = path.resolve(__dirname, '../../..');
const minimal = { schemaVersion: 1, routes: [], menus: [], tiles: [], widgets: [], dialogs: [] };

function problemsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (error) {
    if (error instanceof ContributionsError) return error.problems;
    throw error;
  }
  return [];
}

describe('validateContributions', () => {
  it('checks the schema first: entries need one target, texts both locales, names of the fixed sets', () => {
    const problems = problemsOf(() =>
      validateContributions('support', {
        ...minimal,
        menus: [
          {
            menu: 'side',
            key: 'a',
            label: { fa: 'الف', en: 'A' },
            to: '/support',
            dialog: 'NewTicket',
            order: 1,
          },
          { menu: 'footer', key: 'b', label: { en: 'B' }, to: '/support', order: 1, icon: 'rocket' },
        ],
        routes: [{ path: 'support', title: { fa: 'x', en: 'x' } }],
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/routes\/0\/path must match pattern/),
        expect.stringMatching(/^\/menus\/0 must match exactly one schema in oneOf/),
        expect.stringMatching(
          /^\/menus\/1\/menu must be equal to one of the allowed values \(side, financial, support, user\)/,
        ),
        expect.stringMatching(/^\/menus\/1\/label must have required property 'fa'/),
        expect.stringMatching(/^\/menus\/1\/icon must be equal to one of the allowed values/),
      ]),
    );
  });

  it('refuses a link to another origin however it is written', () => {
    for (const to of [
      '//evil.example.com/x',
      'https://evil.example.com',
      '/\\evil.example.com',
      'javascript:alert(1)',
    ]) {
      const problems = problemsOf(() =>
        validateContributions('support', {
          ...minimal,
          menus: [{ menu: 'side', key: 'a', label: { fa: 'ا', en: 'a' }, to, order: 1 }],
        }),
      );
      expect(problems).toEqual([expect.stringMatching(/^\/menus\/0\/to must match pattern/)]);
    }
  });

  it('then the rules the schema cannot say, and drops the editor-only $schema', () => {
    expect(
      problemsOf(() =>
        validateContributions('support', {
          ...minimal,
          routes: [{ path: '/cdn', title: { fa: 'x', en: 'x' } }],
        }),
      ),
    ).toEqual([
      "route /cdn is not under support's base path /support, and another area or the shell owns that address",
    ]);
    expect(
      validateContributions('support', {
        $schema: '../release/schema/contributions.schema.json',
        ...minimal,
      }),
    ).toEqual(minimal);
  });

  it('reads a build: its contributions checked against what it exposes; nothing for a build without any', () => {
    const build = {
      name: 'mfe_billing',
      exposes: [{ path: './app' }],
      metaData: {
        portal: {
          contributions: {
            ...minimal,
            dialogs: [{ name: 'AddBalance', module: './dialogs/AddBalance', width: 500 }],
          },
        },
      },
    };
    expect(problemsOf(() => buildContributions('billing', build))).toEqual([
      'dialog AddBalance: the build does not expose ./dialogs/AddBalance',
    ]);
    build.exposes.push({ path: './dialogs/AddBalance' });
    expect(buildContributions('billing', build)?.dialogs).toHaveLength(1);
    expect(buildContributions('billing', { name: 'mfe_billing' })).toBeNull();
  });

  it('reads a file, saying which file is not JSON', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contrib-')), 'contributions.json');
    fs.writeFileSync(file, '{ "schemaVersion": 1,');
    expect(problemsOf(() => readContributionsFile('cdn', file))).toEqual([
      expect.stringContaining(`${file} cannot be read as JSON`),
    ]);
  });

  it('has the same fixed sets as the TypeScript type', () => {
    const d = schema.definitions;
    expect(d.menuEntry.properties.menu.enum).toEqual([...MENU_NAMES]);
    expect(d.icon.enum).toEqual([...ICON_NAMES]);
    expect(d.widget.properties.slot.enum).toEqual([...WIDGET_SLOTS]);
  });

  it("checks a first query's painted first screen: known blocks, one kind each, answer paths without tricks, bounded sizes", () => {
    const query = (paint: unknown) => ({
      ...minimal,
      firstQueries: [{ path: '/support', api: '/support/tickets', queryKey: ['tickets'], paint }],
    });
    const title = { fa: 'پشتیبانی', en: 'Support' };
    const good = {
      title,
      blocks: [
        { table: { rows: 'opened_list', columns: [{ label: title, value: 'subject', strong: true }] } },
        { form: { columns: 2, fields: [{ label: title, value: '0.display_name', dir: 'ltr' }] } },
      ],
    };
    expect(validateContributions('support', query(good)).firstQueries?.[0]).toHaveProperty('paint', good);
    const problems = (paint: unknown) => problemsOf(() => validateContributions('support', query(paint)));
    expect(problems({ blocks: good.blocks })).toEqual([
      expect.stringMatching(/\/paint must have required property 'title'/),
    ]);
    expect(problems({ title, blocks: [{ script: 'x' }] })).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/blocks\/0 must NOT have additional properties/)]),
    );
    expect(problems({ title, blocks: [{ bar: { heading: title }, bones: { height: 10 } }] })).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/blocks\/0 must NOT have more than 1 properties/)]),
    );
    expect(
      problems({ title, blocks: [{ table: { columns: [{ label: title, value: '__proto__.x y' }] } }] }),
    ).toEqual([expect.stringMatching(/\/value must match pattern/)]);
    expect(problems({ title, blocks: [{ bones: { height: 5000 } }] })).toEqual([
      expect.stringMatching(/\/height must be <= 400/),
    ]);
    expect(problems({ title, blocks: [{ form: { fields: [{ label: { en: 'x' } }] } }] })).toEqual([
      expect.stringMatching(/\/label must have required property 'fa'/),
    ]);
  });

  it.each(REMOTE_NAMES)("accepts %s's contributions.json", (remote) => {
    expect(() =>
      readContributionsFile(remote, path.join(ROOT, REMOTES[remote].folder, 'contributions.json')),
    ).not.toThrow();
  });
});
