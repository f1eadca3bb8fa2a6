import { NO_CONTRIBUTIONS, type Contributions } from '@portal/release';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';
import { blankRoutes, outsideRoutes } from './blankRoutes';
import { dialogByName, findDialog, mainColumn, widgetsIn } from './dashboardParts';

const of = (partial: Partial<Contributions>) => ({
  version: '1.0.0',
  channel: 'stable' as const,
  contributions: { ...NO_CONTRIBUTIONS, ...partial },
});
const snapshot: ContributionsSnapshot = {
  status: 'ready',
  remotes: {
    billing: of({
      widgets: [
        { name: 'Consumption', module: './widgets/Consumption', slot: 'side', order: 20 },
        { name: 'Balance', module: './widgets/Balance', slot: 'side', order: 10 },
      ],
      dialogs: [{ name: 'AddBalance', module: './dialogs/AddBalance', width: 500 }],
    }),
    support: of({
      widgets: [{ name: 'LatestTickets', module: './widgets/LatestTickets', slot: 'main', order: 30 }],
      dialogs: [
        { name: 'NewTicket', module: './dialogs/NewTicket' },
        { name: 'AddBalance', module: './dialogs/AddBalance' },
      ],
    }),
    cloud: of({
      routes: [
        { path: '/cloud/vnc-console', title: { fa: 'و', en: 'v' }, layout: 'blank' },
        { path: '/cloud/*', title: { fa: 'ا', en: 'c' } },
      ],
    }),
  },
};

describe('dashboard parts', () => {
  it('place each widget in its column, by order', () => {
    expect(widgetsIn(snapshot, 'side')).toEqual([
      {
        key: 'billing:Balance',
        remote: 'billing',
        module: './widgets/Balance',
        label: { fa: 'مالی', en: 'Financial' },
        order: 10,
      },
      {
        key: 'billing:Consumption',
        remote: 'billing',
        module: './widgets/Consumption',
        label: { fa: 'مالی', en: 'Financial' },
        order: 20,
      },
    ]);
    expect(widgetsIn(snapshot, 'main').map((w) => w.key)).toEqual(['support:LatestTickets']);
  });

  it("find a dialog as its remote declares it, and a widget's dialog by name, its own remote's first", () => {
    expect(findDialog(snapshot, { remote: 'billing', name: 'AddBalance' })).toEqual({
      remote: 'billing',
      name: 'AddBalance',
      module: './dialogs/AddBalance',
      width: 500,
    });
    expect(findDialog(snapshot, { remote: 'cdn', name: 'AddDomain' })).toBeNull();
    expect(dialogByName(snapshot, 'support', 'AddBalance')).toEqual({
      remote: 'support',
      name: 'AddBalance',
    });
    expect(dialogByName(snapshot, 'billing', 'NewTicket')).toEqual({ remote: 'support', name: 'NewTicket' });
    expect(dialogByName(snapshot, 'billing', 'Nothing')).toBeNull();
  });

  it('list the pages remotes declare with the blank layout', () => {
    expect(blankRoutes(snapshot)).toEqual([{ remote: 'cloud', path: '/cloud/vnc-console' }]);
  });

  it("put the resources card among the wide column's cards by its first option's order, its options labelled", () => {
    const withResources: ContributionsSnapshot = {
      ...snapshot,
      remotes: {
        ...snapshot.remotes,
        cdn: of({
          widgets: [
            {
              name: 'Domains',
              module: './widgets/Domains',
              slot: 'resources',
              order: 10,
              label: { fa: 'دامنه‌ها', en: 'Domains' },
            },
          ],
        }),
        cloud: of({
          widgets: [{ name: 'Servers', module: './widgets/Servers', slot: 'resources', order: 40 }],
        }),
      },
    };
    const column = mainColumn(withResources);
    expect(column.map((item) => (item.kind === 'widget' ? item.widget.key : 'resources'))).toEqual([
      'resources',
      'support:LatestTickets',
    ]);
    const resources = column[0] as Extract<(typeof column)[number], { kind: 'resources' }>;
    // an option without a label is named after its area
    expect(resources.options.map((o) => [o.key, o.label.en])).toEqual([
      ['cdn:Domains', 'Domains'],
      ['cloud:Servers', 'Cloud servers'],
    ]);
    expect(mainColumn(snapshot).map((item) => item.kind)).toEqual(['widget']);
  });

  it('list the main-layout pages remotes declare outside every base path, first remote first', () => {
    const outside: ContributionsSnapshot = {
      status: 'ready',
      remotes: {
        cdn: of({
          routes: [
            { path: '/cdn', title: { fa: 'c', en: 'c' } },
            { path: '/plans/more-details', title: { fa: 'p', en: 'p' } },
            { path: '/plans/blank', title: { fa: 'b', en: 'b' }, layout: 'blank' },
          ],
        }),
        support: of({ routes: [{ path: '/plans/more-details', title: { fa: 'p', en: 'p' } }] }),
      },
    };
    expect(outsideRoutes(outside)).toEqual([{ remote: 'cdn', path: '/plans/more-details' }]);
  });
});
