import { checkContributions } from './checkContributions';
import type { Contributions } from './types';

const valid = (): Contributions => ({
  schemaVersion: 1,
  routes: [
    { path: '/cdn', title: { fa: 'CDN', en: 'CDN' } },
    { path: '/cdn/:domainName/:domainId/*', title: { fa: 'دامنه {domainName}', en: 'Domain {domainName}' } },
  ],
  menus: [
    { menu: 'side', key: 'cdn', label: { fa: 'CDN', en: 'CDN' }, to: '/cdn', order: 100 },
    {
      menu: 'support',
      key: 'add-domain',
      label: { fa: 'افزودن دامنه', en: 'Add domain' },
      dialog: 'AddDomain',
      order: 5,
    },
  ],
  tiles: [
    { key: 'dns', label: { fa: 'DNS ابری', en: 'Cloud DNS' }, to: '/cdn/example.com/1/dns?x=1', order: 20 },
  ],
  widgets: [{ name: 'Resources', module: './widgets/Resources', slot: 'main', order: 10 }],
  dialogs: [{ name: 'AddDomain', module: './dialogs/AddDomain', width: 900 }],
});

describe('checkContributions', () => {
  it('accepts contributions that keep every rule', () => {
    expect(
      checkContributions('cdn', valid(), {
        exposes: ['./app', './widgets/Resources', './dialogs/AddDomain'],
      }),
    ).toEqual([]);
  });

  it('refuses a first query of a page outside the base path, and one declared twice', () => {
    const c = valid();
    c.firstQueries = [
      { path: '/cdn', api: '/cdn/ng/domains', queryKey: ['domains', 'list'] },
      { path: '/cdn/', api: '/cdn/ng/domains', queryKey: ['domains'] },
      { path: '/cloud/servers', api: '/cloud/servers', queryKey: ['servers', 'list'] },
    ];
    expect(checkContributions('cdn', c)).toEqual([
      "first query of /cloud/servers is not under cdn's base path /cdn",
      'first query of /cdn is declared twice',
    ]);
  });

  it("refuses routes under another area's base path or the shell's addresses, links outside, and links to no declared route", () => {
    const c = valid();
    c.routes.push(
      { path: '/cloud/:id', title: { fa: 'x', en: 'x' } },
      { path: '/login/cdn', title: { fa: 'x', en: 'x' } },
      { path: '/', title: { fa: 'x', en: 'x' } },
    );
    c.menus.push({
      menu: 'side',
      key: 'servers',
      label: { fa: 'س', en: 's' },
      to: '/cloud/servers',
      order: 1,
    });
    c.tiles.push(
      { key: 'nowhere', label: { fa: 'ن', en: 'n' }, to: '/cdn/a', order: 1 },
      { key: 'away', label: { fa: 'ن', en: 'n' }, to: '/pricing', order: 2 },
    );
    expect(checkContributions('cdn', c)).toEqual([
      "route /cloud/:id is not under cdn's base path /cdn, and another area or the shell owns that address",
      "route /login/cdn is not under cdn's base path /cdn, and another area or the shell owns that address",
      "route / is not under cdn's base path /cdn, and another area or the shell owns that address",
      "side menu entry servers links to /cloud/servers, outside cdn's base path /cdn",
      'tile nowhere links to /cdn/a, which no route of cdn declares',
      "tile away links to /pricing, outside cdn's base path /cdn",
    ]);
  });

  it("checks a route's forbiddenFallback and the shell's links it owns like any link: a declared route of its own", () => {
    const c = valid();
    (c.routes[1] as { forbiddenFallback?: string }).forbiddenFallback = '/cdn';
    c.links = { help: '/cdn', balance: '/cdn/example.com/1' };
    expect(checkContributions('cdn', c)).toEqual([]);
    (c.routes[0] as { forbiddenFallback?: string }).forbiddenFallback = '/cloud/servers';
    c.links = { help: '/cdn/a', balance: '/financial' };
    expect(checkContributions('cdn', c)).toEqual([
      "route /cdn: its forbiddenFallback links to /cloud/servers, outside cdn's base path /cdn",
      'the help link links to /cdn/a, which no route of cdn declares',
      "the balance link links to /financial, outside cdn's base path /cdn",
    ]);
  });

  it('accepts a page outside every base path (a window of its own) and links to it', () => {
    const c = valid();
    c.routes.push({ path: '/plans/more-details', title: { fa: 'پلن‌ها', en: 'Plans' }, layout: 'blank' });
    c.tiles.push({
      key: 'plans',
      label: { fa: 'پلن‌ها', en: 'Plans' },
      to: '/plans/more-details',
      order: 30,
    });
    expect(checkContributions('cdn', c)).toEqual([]);
  });

  it('accepts the resources slot with a label', () => {
    const c = valid();
    c.widgets = [
      {
        name: 'Domains',
        module: './widgets/Domains',
        slot: 'resources',
        order: 10,
        label: { fa: 'دامنه‌ها', en: 'Domains' },
      },
    ];
    expect(checkContributions('cdn', c, { exposes: ['./widgets/Domains', './dialogs/AddDomain'] })).toEqual(
      [],
    );
  });

  it('refuses a title naming something that is not a parameter of its path', () => {
    const c = valid();
    c.routes[0]!.title = { fa: '{domainName}', en: 'CDN' };
    expect(checkContributions('cdn', c)).toEqual([
      'route /cdn: the fa title names {domainName}, which is not a parameter of the path',
    ]);
  });

  it('refuses an entry opening an undeclared dialog, and names or keys given twice', () => {
    const c = valid();
    c.menus.push({ menu: 'side', key: 'cdn', label: { fa: 'ت', en: 't' }, dialog: 'Purge', order: 1 });
    c.tiles.push({ ...c.tiles[0]! });
    c.widgets.push({ ...c.widgets[0]! });
    c.dialogs.push({ ...c.dialogs[0]! });
    c.routes.push({ ...c.routes[0]! });
    expect(checkContributions('cdn', c)).toEqual([
      'route /cdn is declared twice',
      'side menu entry cdn opens the dialog Purge, which cdn does not declare',
      'side menu entry cdn is declared twice',
      'tile dns is declared twice',
      'widget Resources is declared twice',
      'dialog AddDomain is declared twice',
    ]);
  });

  it('refuses a dialog or a widget the build does not expose', () => {
    expect(checkContributions('cdn', valid(), { exposes: ['./app'] })).toEqual([
      'widget Resources: the build does not expose ./widgets/Resources',
      'dialog AddDomain: the build does not expose ./dialogs/AddDomain',
    ]);
  });

  it('refuses a search module the build does not expose', () => {
    const c = { ...valid(), search: { module: './search' } };
    expect(checkContributions('cdn', c, { exposes: ['./widgets/Resources', './dialogs/AddDomain'] })).toEqual(
      ['search: the build does not expose ./search'],
    );
    expect(
      checkContributions('cdn', c, { exposes: ['./widgets/Resources', './dialogs/AddDomain', './search'] }),
    ).toEqual([]);
  });

  it('allows the same key in two menus', () => {
    const c = valid();
    c.menus.push({ menu: 'financial', key: 'cdn', label: { fa: 'CDN', en: 'CDN' }, to: '/cdn', order: 1 });
    expect(checkContributions('cdn', c)).toEqual([]);
  });
});
