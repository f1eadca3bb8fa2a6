import { contributionsOf, readContributions } from './readContributions';
import { NO_CONTRIBUTIONS } from './types';

const item = {
  menu: 'side',
  key: 'tickets',
  label: { fa: 'تیکت‌ها', en: 'Tickets' },
  to: '/support/tickets',
  order: 10,
};

describe('readContributions', () => {
  it('keeps the first queries of static pages under the base path, with a static API path and a key of strings and numbers', () => {
    const tickets = { path: '/support/tickets', api: '/support/tickets', queryKey: ['tickets', 'list'] };
    const read = readContributions('support', {
      schemaVersion: 1,
      routes: [],
      menus: [],
      tiles: [],
      widgets: [],
      dialogs: [],
      firstQueries: [
        tickets,
        { path: '/support/', api: '/support/tickets', queryKey: ['tickets', 'list', 2] },
        { path: '/cloud/servers', api: '/cloud/servers', queryKey: ['servers', 'list'] },
        { path: '/support/tickets/:ticketId', api: '/support/tickets', queryKey: ['tickets'] },
        { path: '/support/plans', api: '/support/plans?all=1', queryKey: ['plans'] },
        { path: '/support/plans', api: '/../auth/profile', queryKey: ['plans'] },
        { path: '/support/plans', api: '//evil.example.com/x', queryKey: ['plans'] },
        { path: '/support/plans', api: '/support/plans', queryKey: [] },
        { path: '/support/plans', api: '/support/plans', queryKey: [{ nested: true }] },
        { path: '/supportx', api: '/support/plans', queryKey: ['plans'] },
      ],
    });
    expect(read.firstQueries).toEqual([
      tickets,
      { path: '/support/', api: '/support/tickets', queryKey: ['tickets', 'list', 2] },
    ]);
    expect(
      readContributions('support', {
        schemaVersion: 1,
        routes: [],
        menus: [],
        tiles: [],
        widgets: [],
        dialogs: [],
        firstQueries: 'no',
      }),
    ).not.toHaveProperty('firstQueries');
  });

  it('keeps what is well formed and under the base path, and leaves out the rest', () => {
    const read = readContributions('support', {
      schemaVersion: 1,
      routes: [
        {
          path: '/support/tickets/:ticketId',
          title: { fa: 'تیکت {ticketId}', en: 'Ticket {ticketId}' },
          gate: { permission: 'support' },
        },
        { path: '/cdn', title: { fa: 'x', en: 'x' } },
        { path: '/support/vnc', title: { fa: 'x', en: 'x' }, layout: 'blank' },
      ],
      menus: [
        item,
        { ...item, key: 'evil', to: '//evil.example.com/support' },
        { ...item, key: 'elsewhere', to: '/financial' },
        { ...item, key: 'both', dialog: 'NewTicket' },
        { ...item, key: 'nolabel', label: { en: 'x' } },
        { ...item, key: 'footer', menu: 'footer' },
        { ...item, key: 'new', to: undefined, dialog: 'NewTicket', icon: 'ticket' },
        { ...item, key: 'rocket', icon: 'rocket' },
      ],
      tiles: 'no',
      widgets: [
        { name: 'LatestTickets', module: './widgets/LatestTickets', slot: 'main', order: 3 },
        { name: 'X', module: '../x', slot: 'main', order: 1 },
      ],
      dialogs: [{ name: 'NewTicket', module: './dialogs/NewTicket', width: 750 }, { name: 'Y' }],
    });
    expect(read.routes).toEqual([
      {
        path: '/support/tickets/:ticketId',
        title: { fa: 'تیکت {ticketId}', en: 'Ticket {ticketId}' },
        gate: { permission: 'support' },
      },
      { path: '/support/vnc', title: { fa: 'x', en: 'x' }, layout: 'blank' },
    ]);
    expect(read.menus.map((m) => m.key)).toEqual(['tickets', 'new', 'rocket']);
    expect(read.menus[1]).toEqual({
      menu: 'side',
      key: 'new',
      label: item.label,
      order: 10,
      dialog: 'NewTicket',
      icon: 'ticket',
    });
    expect(read.menus[2]).not.toHaveProperty('icon');
    expect(read.tiles).toEqual([]);
    expect(read.widgets.map((w) => w.name)).toEqual(['LatestTickets']);
    expect(read.dialogs).toEqual([{ name: 'NewTicket', module: './dialogs/NewTicket', width: 750 }]);
  });

  it("keeps a page outside every base path and links to it, and a resources widget's label", () => {
    const read = readContributions('cdn', {
      schemaVersion: 1,
      routes: [
        { path: '/cdn', title: { fa: 'CDN', en: 'CDN' } },
        { path: '/plans/more-details', title: { fa: 'پلن‌ها', en: 'Plans' }, layout: 'blank' },
        { path: '/support/x', title: { fa: 'x', en: 'x' } },
        { path: '/login', title: { fa: 'x', en: 'x' } },
      ],
      menus: [
        { menu: 'side', key: 'plans', label: { fa: 'پ', en: 'p' }, to: '/plans/more-details', order: 1 },
        { menu: 'side', key: 'pricing', label: { fa: 'پ', en: 'p' }, to: '/pricing', order: 2 },
      ],
      tiles: [],
      widgets: [
        {
          name: 'Domains',
          module: './widgets/Domains',
          slot: 'resources',
          order: 10,
          label: { fa: 'دامنه‌ها', en: 'Domains' },
        },
        { name: 'Other', module: './widgets/Other', slot: 'resources', order: 20, label: { en: 'half' } },
        { name: 'Nowhere', module: './widgets/Nowhere', slot: 'footer', order: 30 },
      ],
      dialogs: [],
    });
    expect(read.routes.map((r) => r.path)).toEqual(['/cdn', '/plans/more-details']);
    expect(read.menus.map((m) => m.key)).toEqual(['plans']);
    expect(read.widgets).toEqual([
      {
        name: 'Domains',
        module: './widgets/Domains',
        slot: 'resources',
        order: 10,
        label: { fa: 'دامنه‌ها', en: 'Domains' },
      },
      { name: 'Other', module: './widgets/Other', slot: 'resources', order: 20 },
    ]);
  });

  it("keeps a route's forbiddenFallback, the shell's links and a widget's gate when they are the remote's own", () => {
    const read = readContributions('billing', {
      schemaVersion: 1,
      routes: [
        { path: '/financial/*', title: { fa: 'مالی', en: 'Financial' }, forbiddenFallback: '/financial' },
        {
          path: '/financial/x/*',
          title: { fa: 'مالی', en: 'Financial' },
          forbiddenFallback: '//evil.example.com',
        },
      ],
      menus: [],
      tiles: [],
      widgets: [
        {
          name: 'Balance',
          module: './widgets/Balance',
          slot: 'side',
          order: 10,
          gate: { permission: 'financial' },
        },
      ],
      dialogs: [],
      links: { balance: '/financial/payment-history', help: '/support/tickets', other: '/financial' },
    });
    expect(read.routes).toEqual([
      { path: '/financial/*', title: { fa: 'مالی', en: 'Financial' }, forbiddenFallback: '/financial' },
      { path: '/financial/x/*', title: { fa: 'مالی', en: 'Financial' } },
    ]);
    expect(read.links).toEqual({ balance: '/financial/payment-history' });
    expect(read.widgets[0]?.gate).toEqual({ permission: 'financial' });
    expect(
      readContributions('billing', {
        schemaVersion: 1,
        routes: [],
        menus: [],
        tiles: [],
        widgets: [],
        dialogs: [],
        links: 'no',
      }).links,
    ).toBeUndefined();
  });

  it('keeps a search module only when it is ./search', () => {
    const base = { schemaVersion: 1, routes: [], menus: [], tiles: [], widgets: [], dialogs: [] };
    expect(readContributions('cloud', { ...base, search: { module: './search' } }).search).toEqual({
      module: './search',
    });
    expect(readContributions('cloud', { ...base, search: { module: './app' } }).search).toBeUndefined();
    expect(readContributions('cloud', { ...base, search: './search' }).search).toBeUndefined();
    expect(readContributions('cloud', base).search).toBeUndefined();
  });

  it('gives nothing for what is not contributions', () => {
    expect(readContributions('support', undefined)).toBe(NO_CONTRIBUTIONS);
    expect(readContributions('support', { schemaVersion: 2, menus: [item] })).toBe(NO_CONTRIBUTIONS);
  });

  it("finds a listed version's contributions in the manifest entry", () => {
    const contributions = {
      schemaVersion: 1,
      routes: [],
      menus: [item],
      tiles: [],
      widgets: [],
      dialogs: [],
    };
    const entry = {
      stable: { version: '1.0.0', entry: '/a' },
      canary: { version: '1.1.0', entry: '/b', percentage: 5, contributions },
      versions: [
        { version: '1.1.0', entry: '/b', publishedAt: '', contentHash: '', contributions },
        { version: '1.0.0', entry: '/a', publishedAt: '', contentHash: '' },
      ],
    };
    expect(contributionsOf('support', entry as never, '1.1.0').menus).toHaveLength(1);
    expect(contributionsOf('support', entry as never, '1.0.0')).toBe(NO_CONTRIBUTIONS);
    expect(contributionsOf('support', entry as never, '9.9.9')).toBe(NO_CONTRIBUTIONS);
  });
});
