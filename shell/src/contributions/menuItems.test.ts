import { NO_CONTRIBUTIONS, type Contributions } from '@portal/release';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';
import { menuItems, shellItem, tileItems } from './menuItems';

const t = (en: string) => ({ fa: `${en} (fa)`, en });
const of = (partial: Partial<Contributions>): Contributions => ({ ...NO_CONTRIBUTIONS, ...partial });
const snapshot = (remotes: ContributionsSnapshot['remotes']): ContributionsSnapshot => ({
  status: 'ready',
  remotes,
});
const version = (contributions: Contributions) => ({
  version: '1.0.0',
  channel: 'stable' as const,
  contributions,
});

describe('menu items', () => {
  const remotes = snapshot({
    cloud: version(
      of({
        menus: [
          {
            menu: 'side',
            key: 'servers',
            label: t('Servers'),
            to: '/cloud/servers',
            order: 200,
            icon: 'server',
          },
        ],
      }),
    ),
    cdn: version(
      of({
        menus: [
          { menu: 'side', key: 'cdn', label: t('CDN'), to: '/cdn', order: 100 },
          { menu: 'support', key: 'add', label: t('Add domain'), dialog: 'AddDomain', order: 5 },
        ],
        tiles: [{ key: 'dns', label: t('DNS'), to: '/cdn', order: 20 }],
      }),
    ),
  });

  it("merge the shell's entries with each remote's, by order, and name them by owner", () => {
    const own = [
      shellItem('dashboard', 'shell.nav.dashboard', 0, { to: '/', end: true }),
      shellItem('vod', 'shell.nav.vod', 900),
    ];
    expect(menuItems(remotes, 'side', own).map((i) => i.key)).toEqual([
      'shell:dashboard',
      'cdn:cdn',
      'cloud:servers',
      'shell:vod',
    ]);
    expect(menuItems(remotes, 'side', own)[2]).toEqual({
      key: 'cloud:servers',
      label: t('Servers'),
      order: 200,
      action: { to: '/cloud/servers' },
      remote: 'cloud',
      icon: 'server',
    });
    expect(menuItems(remotes, 'side', own)[3]).not.toHaveProperty('action');
  });

  it("open a remote's dialog by its own name, and keep each menu apart", () => {
    expect(menuItems(remotes, 'support')).toEqual([
      {
        key: 'cdn:add',
        label: t('Add domain'),
        order: 5,
        action: { dialog: { remote: 'cdn', name: 'AddDomain' } },
        remote: 'cdn',
      },
    ]);
    expect(menuItems(remotes, 'financial')).toEqual([]);
  });

  it('put the shell first on a tie, then the remotes in registry order', () => {
    const tie = snapshot({
      support: version(of({ tiles: [{ key: 's', label: t('S'), to: '/support', order: 10 }] })),
      cdn: version(of({ tiles: [{ key: 'c', label: t('C'), to: '/cdn', order: 10 }] })),
    });
    expect(tileItems(tie, [shellItem('x', 'shell.tile.vod', 10)]).map((i) => i.key)).toEqual([
      'shell:x',
      'cdn:c',
      'support:s',
    ]);
  });

  it("are the shell's own only while nothing is known", () => {
    expect(
      menuItems({ status: 'loading', remotes: {} }, 'side', [shellItem('dashboard', 'x', 0)]).map(
        (i) => i.key,
      ),
    ).toEqual(['shell:dashboard']);
    expect(tileItems(remotes).map((i) => i.key)).toEqual(['cdn:dns']);
  });
});
