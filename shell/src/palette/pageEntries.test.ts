import { readContributions } from '@portal/release';
import { pageEntries } from './pageEntries';
import { contributionsOf } from '../test/testLoader';

const snapshot = () => ({
  status: 'ready' as const,
  remotes: {
    cloud: {
      version: '1.0.0',
      channel: 'stable' as const,
      contributions: readContributions('cloud', contributionsOf('cloud')),
    },
    billing: {
      version: '1.0.0',
      channel: 'stable' as const,
      contributions: readContributions('billing', contributionsOf('billing')),
    },
  },
});

describe('pageEntries', () => {
  it("lists every area's pages once, from its menus and its routes without parameters, in the locale", () => {
    const entries = pageEntries(snapshot(), 'fa');
    const servers = entries.filter((e) => 'to' in e.target && e.target.to === '/cloud/servers');
    expect(servers).toHaveLength(1);
    expect(servers[0]).toMatchObject({ remote: 'cloud', kind: 'page', title: 'سرورهای ابری' });
    expect(entries.some((e) => 'to' in e.target && e.target.to === '/cloud/monitoring')).toBe(true);
    expect(entries.some((e) => 'to' in e.target && e.target.to.includes('vnc-console'))).toBe(false);
  });
  it("makes a menu entry that opens a dialog an action, found by the other locale's name too", () => {
    const add = pageEntries(snapshot(), 'fa').find(
      (e) => 'dialog' in e.target && e.target.dialog === 'AddBalance',
    );
    expect(add).toMatchObject({ remote: 'billing', kind: 'action' });
    expect(add?.prepared.all).toContain('increase');
  });
});
