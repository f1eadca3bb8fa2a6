import { NO_CONTRIBUTIONS, type Contributions } from '@portal/release';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';
import { blankRoutes } from './blankRoutes';
import { dialogByName, findDialog, widgetsIn } from './dashboardParts';

const of = (partial: Partial<Contributions>) => ({ version: '1.0.0', channel: 'stable' as const, contributions: { ...NO_CONTRIBUTIONS, ...partial } });
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
      dialogs: [{ name: 'NewTicket', module: './dialogs/NewTicket' }, { name: 'AddBalance', module: './dialogs/AddBalance' }],
    }),
    cloud: of({ routes: [{ path: '/cloud/vnc-console', title: { fa: 'و', en: 'v' }, layout: 'blank' }, { path: '/cloud/*', title: { fa: 'ا', en: 'c' } }] }),
  },
};

describe('dashboard parts', () => {
  it('place each widget in its column, by order', () => {
    expect(widgetsIn(snapshot, 'side')).toEqual([
      { key: 'billing:Balance', remote: 'billing', module: './widgets/Balance' },
      { key: 'billing:Consumption', remote: 'billing', module: './widgets/Consumption' },
    ]);
    expect(widgetsIn(snapshot, 'main').map((w) => w.key)).toEqual(['support:LatestTickets']);
  });

  it("find a dialog as its remote declares it, and a widget's dialog by name, its own remote's first", () => {
    expect(findDialog(snapshot, { remote: 'billing', name: 'AddBalance' })).toEqual({ remote: 'billing', name: 'AddBalance', module: './dialogs/AddBalance', width: 500 });
    expect(findDialog(snapshot, { remote: 'cdn', name: 'AddDomain' })).toBeNull();
    expect(dialogByName(snapshot, 'support', 'AddBalance')).toEqual({ remote: 'support', name: 'AddBalance' });
    expect(dialogByName(snapshot, 'billing', 'NewTicket')).toEqual({ remote: 'support', name: 'NewTicket' });
    expect(dialogByName(snapshot, 'billing', 'Nothing')).toBeNull();
  });

  it('list the pages remotes declare with the blank layout', () => {
    expect(blankRoutes(snapshot)).toEqual([{ remote: 'cloud', path: '/cloud/vnc-console' }]);
  });
});
