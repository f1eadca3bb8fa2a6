import { contributionsOf, testSnapshot } from '../test/testLoader';
import { mainColumn, widgetsIn } from './dashboardParts';
import { deniedPermission, gateAllows, sessionPermissions, visibleContributions } from './gates';
import { menuItems, tileItems } from './menuItems';

const keys = (items: Array<{ key: string }>) => items.map((i) => i.key);
const today = testSnapshot();

describe('gateAllows (a contribution’s gate against the session’s permissions)', () => {
  it.each([
    [null, 'cdn', true],
    [['cdn'], 'cdn', true],
    [['cdn'], 'cdn.dns', true],
    [['cdn.domains.read'], 'cdn', true],
    [['cdn.dns.write'], 'cdn.dns.read', true],
    [['cloud.servers.read'], 'cdn', false],
    [['cdnx'], 'cdn', false],
    [[], 'support', false],
  ] as const)('%j, gate %s → %s', (permissions, permission, allowed) =>
    expect(gateAllows(permissions, { permission })).toBe(allowed),
  );

  it('lets anything through without a permission in the gate', () => {
    expect(gateAllows([], undefined)).toBe(true);
    expect(gateAllows([], { plan: 'pro' })).toBe(true);
  });

  it('reads the session’s permissions from the profile; not said means not limited', () => {
    expect(sessionPermissions({ token_permissions: ['cloud'] })).toEqual(['cloud']);
    expect(sessionPermissions({ token_permissions: null })).toBeNull();
    expect(sessionPermissions({})).toBeNull();
    expect(sessionPermissions(null)).toBeNull();
  });
});

describe('visibleContributions (what the board shows a session)', () => {
  it('shows a portal session everything, the very same snapshot', () => {
    expect(visibleContributions(today, null)).toBe(today);
  });

  it('hides the CDN area’s menu entry, tiles and card from a token without cdn, and keeps the rest', () => {
    const visible = visibleContributions(today, ['cloud', 'support', 'financial', 'account']);
    expect(keys(menuItems(visible, 'side'))).toEqual(
      keys(menuItems(today, 'side')).filter((k) => k !== 'cdn:cdn'),
    );
    expect(keys(tileItems(visible))).toEqual(['cloud:firewall', 'cloud:servers']);
    expect(widgetsIn(visible, 'resources').map((w) => w.key)).toEqual(['cloud:Servers']);
    expect(keys(menuItems(visible, 'financial'))).toEqual(keys(menuItems(today, 'financial')));
    // the dialogs stay: a card of another area may still open one
    expect(visible.remotes.cdn?.contributions.dialogs).toEqual(today.remotes.cdn?.contributions.dialogs);
  });

  it('a token with one cloud permission sees the cloud area and nothing of the others', () => {
    const visible = visibleContributions(today, ['cloud.servers.read']);
    expect(menuItems(visible, 'side').map((i) => i.remote ?? 'shell')).toEqual(
      expect.arrayContaining(['cloud']),
    );
    expect(menuItems(visible, 'side').every((i) => i.remote === undefined || i.remote === 'cloud')).toBe(
      true,
    );
    expect(menuItems(visible, 'financial')).toEqual([]);
    expect(menuItems(visible, 'support')).toEqual([]);
    expect(widgetsIn(visible, 'side')).toEqual([]);
    expect(mainColumn(visible)).toEqual([{ kind: 'resources', options: widgetsIn(visible, 'resources') }]);
  });

  it('follows the gates a remote’s release gives, not a list of the shell’s', () => {
    const support = {
      ...contributionsOf('support'),
      menus: [
        {
          menu: 'support',
          key: 'my-tickets',
          label: { fa: 'ت', en: 't' },
          to: '/support/tickets',
          order: 30,
          gate: { permission: 'support.tickets' },
        },
      ],
    };
    const visible = visibleContributions(testSnapshot({ support }), ['support.other.read']);
    expect(menuItems(visible, 'support')).toEqual([]);
    expect(keys(menuItems(visibleContributions(testSnapshot({ support }), ['support']), 'support'))).toEqual([
      'support:my-tickets',
    ]);
  });
});

describe('deniedPermission (a gated page shows the 403 message)', () => {
  it('names the permission a page needs and the session lacks', () => {
    expect(deniedPermission('/cdn', today, ['cloud'])).toBe('cdn');
    expect(deniedPermission('/cdn/example.com/1/dns', today, ['cloud'])).toBe('cdn');
    expect(deniedPermission('/cloud/vnc-console', today, ['cdn'])).toBe('cloud');
    expect(deniedPermission('/financial/payment-history', today, ['cdn'])).toBe('financial');
  });

  it('is null for a session that may, a portal session, or a page no route gates', () => {
    expect(deniedPermission('/cdn', today, ['cdn.domains.read'])).toBeNull();
    expect(deniedPermission('/cdn', today, null)).toBeNull();
    expect(deniedPermission('/plans/more-details', today, ['cloud'])).toBeNull();
    expect(deniedPermission('/cdn', { status: 'loading', remotes: {} }, ['cloud'])).toBeNull();
  });
});
