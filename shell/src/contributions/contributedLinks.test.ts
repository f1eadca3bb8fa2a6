import { readContributions, REMOTE_NAMES, type RemoteName } from '@portal/release';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';
import { contributionsOf } from '../test/testLoader';
import { contributedLink } from './contributedLinks';

function snapshotOf(overrides: Partial<Record<RemoteName, unknown>> = {}): ContributionsSnapshot {
  return {
    status: 'ready',
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((remote) => [remote, { version: '1.0.0', channel: 'stable', contributions: readContributions(remote, overrides[remote] ?? contributionsOf(remote)) }]),
    ),
  };
}

const without = (remote: RemoteName) => {
  const { links: _links, ...rest } = contributionsOf(remote);
  return rest;
};

describe('contributedLink (the shell’s links a remote owns)', () => {
  it('today: support owns the help link, billing the balance link', () => {
    const snapshot = snapshotOf();
    expect(contributedLink(snapshot, 'help')).toBe('/support/tickets');
    expect(contributedLink(snapshot, 'balance')).toBe('/financial/payment-history');
  });

  it('follows a release of the remote that moves it', () => {
    const billing = { ...contributionsOf('billing'), links: { balance: '/financial/active-invoice' } };
    expect(contributedLink(snapshotOf({ billing }), 'balance')).toBe('/financial/active-invoice');
  });

  it('is null when no remote contributes it, or while loading', () => {
    expect(contributedLink(snapshotOf({ support: without('support') }), 'help')).toBeNull();
    expect(contributedLink(snapshotOf({ billing: without('billing') }), 'balance')).toBeNull();
    expect(contributedLink({ status: 'loading', remotes: {} }, 'help')).toBeNull();
  });

  it('leaves out a link outside the remote’s own pages', () => {
    const support = { ...contributionsOf('support'), links: { help: '/financial/payment-history' } };
    expect(contributedLink(snapshotOf({ support }), 'help')).toBeNull();
  });
});
